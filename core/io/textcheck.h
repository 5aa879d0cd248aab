#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace gp {

// Characters as a reader counts them: code points, so that a limit of 4,096 characters holds 4,096 emoji
// as it holds 4,096 letters (a QString's size() counts UTF-16 units, two for each character outside the
// Basic Multilingual Plane).
qsizetype characterCount(QStringView text);

// The wide Unicode encoding a file is in ("UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"), by its
// byte-order mark or, without one, by the zero byte beside each letter of ASCII text; empty for UTF-8 or
// anything else. Such a file is text, but not the UTF-8 every reader of the programs takes.
QString wideEncodingOf(QByteArrayView data);

// "UTF-16LE text, not UTF-8: save the file as UTF-8" for a file in a wide encoding; empty otherwise.
QString wideEncodingProblem(QByteArrayView data);

} // namespace gp
