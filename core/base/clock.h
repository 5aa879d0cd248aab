#pragma once

#include <QDateTime>

#include <functional>

namespace gp {

// The time as the code that keeps records by it sees it: seconds since the epoch. Production code uses
// systemClock(); a test passes its own so that it moves time forward instead of sleeping.
using Clock = std::function<qint64()>;

inline qint64 systemSeconds()
{
    return QDateTime::currentSecsSinceEpoch();
}

inline Clock systemClock()
{
    return &systemSeconds;
}

} // namespace gp
