// The ec2instances importer: any bytes give an import (or an error), never a crash; what it writes loads back
// clean.
#include "fuzzinput.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return gp::fuzz::importOnce(gp::ImportFormat::Ec2Instances, data, size);
}
