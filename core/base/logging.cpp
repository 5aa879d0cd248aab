#include "logging.h"

#include <QDebug>
#include <QDir>
#include <QStandardPaths>

#include <spdlog/sinks/null_sink.h>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <mutex>
#include <vector>

using namespace Qt::StringLiterals;

namespace gp::log {

namespace {
std::mutex g_mutex;
std::vector<spdlog::sink_ptr> g_sinks;
QString g_logFile;
spdlog::level::level_enum g_level = spdlog::level::info;
const char* const kNames[] = {"core.catalog", "core.cost", "cli", "ui", "qt"};

void qtMessageHandler(QtMsgType type, const QMessageLogContext& /*context*/, const QString& message)
{
    auto logger = get("qt");
    const std::string text = message.toStdString();
    switch (type) {
    case QtDebugMsg:
        logger->debug(text);
        break;
    case QtInfoMsg:
        logger->info(text);
        break;
    case QtWarningMsg:
        logger->warn(text);
        break;
    case QtCriticalMsg:
    case QtFatalMsg:
        logger->error(text);
        break;
    }
}

std::shared_ptr<spdlog::logger> makeLogger(const char* name)
{
    auto logger = std::make_shared<spdlog::logger>(name, g_sinks.begin(), g_sinks.end());
    logger->set_level(g_level);
    logger->flush_on(spdlog::level::warn);
    spdlog::register_logger(logger);
    return logger;
}
} // namespace

void init(const Options& options)
{
    std::lock_guard lock(g_mutex);
    g_sinks.clear();
    g_logFile.clear();
    g_level = options.verbose ? spdlog::level::debug : spdlog::level::info;
    if (options.toStderr) {
        auto sink = std::make_shared<spdlog::sinks::stderr_sink_mt>();
        sink->set_pattern("%n: %l: %v");
        g_sinks.push_back(sink);
    }
    if (options.toFile) {
        const QString dir =
            QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + u"/logs"_s;
        if (!dir.startsWith(u"/logs"_s) && QDir().mkpath(dir)) {
            g_logFile = dir + u"/gpu-planner.log"_s;
            try {
                auto sink = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(g_logFile.toStdString(),
                                                                                   1024 * 1024, 3);
                sink->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [%n] [%l] %v");
                g_sinks.push_back(sink);
            } catch (const spdlog::spdlog_ex&) {
                g_logFile.clear(); // an unwritable log folder must not stop the program
            }
        }
    }
    if (g_sinks.empty())
        g_sinks.push_back(std::make_shared<spdlog::sinks::null_sink_mt>());
    for (const char* name : kNames) {
        spdlog::drop(name);
        makeLogger(name);
    }
    if (options.routeQtMessages)
        qInstallMessageHandler(qtMessageHandler);
}

QString logFilePath()
{
    std::lock_guard lock(g_mutex);
    return g_logFile;
}

std::shared_ptr<spdlog::logger> get(const char* name)
{
    if (auto l = spdlog::get(name))
        return l;
    std::lock_guard lock(g_mutex);
    if (auto l = spdlog::get(name))
        return l;
    if (g_sinks.empty())
        g_sinks.push_back(std::make_shared<spdlog::sinks::null_sink_mt>());
    return makeLogger(name);
}

std::shared_ptr<spdlog::logger> catalog()
{
    return get("core.catalog");
}
std::shared_ptr<spdlog::logger> cost()
{
    return get("core.cost");
}
std::shared_ptr<spdlog::logger> cli()
{
    return get("cli");
}
std::shared_ptr<spdlog::logger> ui()
{
    return get("ui");
}

} // namespace gp::log
