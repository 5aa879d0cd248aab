#include "textcheck.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace gp {

qsizetype characterCount(QStringView text)
{
    qsizetype n = text.size();
    for (const QChar c : text) {
        if (c.isLowSurrogate())
            --n; // the second half of a pair
    }
    return n;
}

QString wideEncodingOf(QByteArrayView data)
{
    const auto starts = [&](const char* mark, qsizetype n) {
        return data.startsWith(QByteArrayView(mark, n));
    };
    // UTF-32LE's mark begins with UTF-16LE's, so it is asked first.
    if (starts("\xFF\xFE\0\0", 4))
        return u"UTF-32LE"_s;
    if (starts("\0\0\xFE\xFF", 4))
        return u"UTF-32BE"_s;
    if (starts("\xFF\xFE", 2))
        return u"UTF-16LE"_s;
    if (starts("\xFE\xFF", 2))
        return u"UTF-16BE"_s;
    // No mark: ASCII text in UTF-16 has a zero byte beside each letter, UTF-8 text none. Most of the pairs,
    // so that a word in another script (two bytes that are not zero) does not hide it.
    const qsizetype n = std::min<qsizetype>(data.size(), 512) & ~qsizetype(1);
    if (n < 4)
        return {};
    qsizetype little = 0;
    qsizetype big = 0;
    for (qsizetype i = 0; i < n; i += 2) {
        little += data[i] != '\0' && data[i + 1] == '\0';
        big += data[i] == '\0' && data[i + 1] != '\0';
    }
    const qsizetype pairs = n / 2;
    return little * 4 >= pairs * 3 ? u"UTF-16LE"_s : big * 4 >= pairs * 3 ? u"UTF-16BE"_s : QString();
}

QString wideEncodingProblem(QByteArrayView data)
{
    const QString encoding = wideEncodingOf(data);
    return encoding.isEmpty()
               ? QString()
               : QCoreApplication::translate("Files", "%1 text, not UTF-8: save the file as UTF-8")
                     .arg(encoding);
}

} // namespace gp
