#pragma once

#include <QString>

#include <memory>

namespace spdlog {
class logger;
}

namespace gp::log {

struct Options
{
    bool toStderr = false; // the CLI's --verbose
    bool verbose = false;  // debug level instead of info
    bool toFile = true;    // rotating file under AppLocalDataLocation/logs
    bool routeQtMessages = true;
};

// Sets up the named loggers (core.catalog, core.cost, cli, ui) and their sinks. Safe to call again.
void init(const Options& options);
// Path of the rotating log file, empty when file logging is off.
QString logFilePath();

std::shared_ptr<spdlog::logger> get(const char* name);
std::shared_ptr<spdlog::logger> catalog();
std::shared_ptr<spdlog::logger> cost();
std::shared_ptr<spdlog::logger> cli();
std::shared_ptr<spdlog::logger> ui();

} // namespace gp::log
