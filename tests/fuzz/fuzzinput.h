#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

// Shared set-up of the fuzz targets: an application object, user folders in a temporary directory (the CLI
// target may write files), and the input as a QByteArray.
namespace gp::fuzz {

inline void setUp()
{
    static int argc = 1;
    static char name[] = "gpu-planner-fuzz";
    static char* argv[] = {name, nullptr};
    static QCoreApplication* app = nullptr;
    static QTemporaryDir* home = nullptr;
    if (app)
        return;
    app = new QCoreApplication(argc, argv);
    home = new QTemporaryDir();
    qputenv("XDG_DATA_HOME", home->path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", home->path().toLocal8Bit());
    QDir::setCurrent(home->path());
}

inline QByteArray bytes(const std::uint8_t* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

} // namespace gp::fuzz
