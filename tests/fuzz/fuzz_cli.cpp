// The CLI's argument handling: the input is split into arguments at newlines (at most 24 of 200 bytes);
// any arguments give an exit code and messages, never a crash. Paths are kept inside the working folder.
#include "cliapp.h"
#include "fuzzinput.h"

#include <QTextStream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    gp::fuzz::setUp();
    const QList<QByteArray> parts = gp::fuzz::bytes(data, size).split('\n');
    QStringList args;
    for (const QByteArray& p : parts) {
        if (args.size() >= 24 || p.size() > 200)
            return 0;
        const QString a = QString::fromUtf8(p);
        if (a.contains(u'/') || a.contains(u'\\') || a.startsWith(u'~'))
            return 0; // no file outside the working folder
        args << a;
    }
    if (!args.isEmpty() && (args.first() == u"chart" || args.first() == u"report"))
        return 0; // they draw, which needs the application object the CLI's main makes
    QString out;
    QString err;
    QTextStream o(&out);
    QTextStream e(&err);
    (void)gp::cli::run(args, o, e);
    return 0;
}
