#include "guioptions.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace gp::gui {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(GuiCommandLine)
};

} // namespace

CommandLine commandLine()
{
    return CommandLine{
        Text::tr("GPU Planner: choose and cost GPU cloud servers."),
        u"plan"_s,
        u"[PLAN]"_s,
        Text::tr("A .gpuplan file to open."),
        QCommandLineOption({u"h"_s, u"help"_s}, Text::tr("Show this help.")),
        QCommandLineOption({u"v"_s, u"version"_s}, Text::tr("Show the version.")),
        QCommandLineOption(u"catalog"_s, Text::tr("Add a catalog file or folder (repeatable)."), u"PATH"_s),
        QCommandLineOption(u"no-builtin"_s, Text::tr("Leave the built-in catalog out.")),
        QCommandLineOption(u"verbose"_s, Text::tr("Log details to stderr.")),
    };
}

} // namespace gp::gui
