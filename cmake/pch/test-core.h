// The precompiled header of the tests without a GUI (cmake/pch.cmake): core.h and Qt Test. Its own group,
// because Qt Test's headers differ with the Qt modules a test links (QT_GUI_LIB, QT_NETWORK_LIB, …).
#pragma once

#include "core.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
