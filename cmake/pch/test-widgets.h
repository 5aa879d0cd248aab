// The precompiled header of the window tests (cmake/pch.cmake): widgets.h and Qt Test with its widget parts.
#pragma once

#include "widgets.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
