#pragma once

// The figures the estimates write into their assumptions and reasons: fixed decimals in the C locale (the
// translations carry the words, not the digits) and whole percentages.

#include <QLocale>
#include <QString>

#include <cmath>

namespace gp::estimatetext {

// "3.35", "450" for `decimals` 2 and 0.
inline QString num(double v, int decimals)
{
    return QLocale::c().toString(v, 'f', decimals);
}

// "91%"
inline QString percent(double f)
{
    return QString::number(std::lround(f * 100)) + u'%';
}

} // namespace gp::estimatetext
