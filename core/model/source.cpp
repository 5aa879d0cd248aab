#include "source.h"

namespace gp {

SourceRef::SourceRef()
{
    static const std::shared_ptr<const Source> empty = std::make_shared<const Source>();
    m_d = empty;
}

SourceRef::SourceRef(const Source& source) : m_d(std::make_shared<const Source>(source)) {}

SourceRef::SourceRef(Source&& source) : m_d(std::make_shared<const Source>(std::move(source))) {}

} // namespace gp
