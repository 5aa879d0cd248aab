// The precompiled header of the tests that link Qt GUI without Widgets (the CLI tests; cmake/pch.cmake).
#pragma once

#include "core.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
