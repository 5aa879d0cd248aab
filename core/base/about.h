#pragma once

#include <QString>

// What the programs say about themselves: version and licence, for --version of both programs and the
// window's About box. The figures come from CMakeLists.txt through the generated version.h, which only
// about.cpp (and the few files that need the version as a literal) include.
namespace gp::about {

// "0.1.0"
QString version();
// The SPDX identifier of the program's licence: "GPL-3.0-or-later" (LICENSE).
QString licenseSpdx();
// The year of the copyright notice: the release's (GP_RELEASE_DATE in CMakeLists.txt).
QString copyrightYear();
// One line: the licence, with where to read it.
QString licenseLine();
// The answer to --version: "PROGRAM VERSION" on the first line (scripts read it), then the copyright and
// licence lines, ending with a newline.
QString versionText(const QString& program);

} // namespace gp::about
