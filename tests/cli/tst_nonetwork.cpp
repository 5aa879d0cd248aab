// No network: the programs link no network library and no source file opens a socket.
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

class tst_NoNetwork : public QObject
{
    Q_OBJECT

private:
    // The shared libraries a program loads, as the dynamic linker resolves them.
    static QString dependencies(const QString& program)
    {
        QProcess ldd;
        ldd.start(u"ldd"_s, {program});
        if (!ldd.waitForFinished(30000) || ldd.exitCode() != 0)
            qFatal("ldd %s failed", qPrintable(program));
        return QString::fromLocal8Bit(ldd.readAllStandardOutput());
    }

    static QStringList networkLibraries(const QString& ldd)
    {
        static const QRegularExpression net(
            u"^\\s*(lib(Qt6Network|Qt6WebSockets|Qt6WebEngine\\w*|curl|ssl|gnutls|"
            u"nghttp2)[^\\s]*)"_s,
            QRegularExpression::MultilineOption);
        QStringList out;
        auto it = net.globalMatch(ldd);
        while (it.hasNext())
            out << it.next().captured(1);
        return out;
    }

private Q_SLOTS:
    void detectsANetworkLibrary()
    {
        QCOMPARE(networkLibraries(u"\tlibQt6Network.so.6 => /usr/lib/libQt6Network.so.6\n"_s).size(), 1);
        QCOMPARE(networkLibraries(u"\tlibcurl.so.4 => /usr/lib/libcurl.so.4\n"_s).size(), 1);
        QCOMPARE(networkLibraries(u"\tlibQt6Core.so.6 => /usr/lib/libQt6Core.so.6\n"_s).size(), 0);
    }

    void programsLinkNoNetworkLibrary_data()
    {
        QTest::addColumn<QString>("program");
        QTest::newRow("gpu-planner-cli") << QStringLiteral(GP_CLI_PATH);
#ifdef GP_GUI_PATH
        QTest::newRow("gpu-planner") << QStringLiteral(GP_GUI_PATH);
#endif
    }

    void programsLinkNoNetworkLibrary()
    {
        QFETCH(QString, program);
        const QString deps = dependencies(program);
        QVERIFY2(deps.contains(u"libQt6Core"_s), "ldd lists the program's libraries");
        QVERIFY2(networkLibraries(deps).isEmpty(), qPrintable(networkLibraries(deps).join(u", "_s)));
    }

    void noSourceOpensASocket()
    {
        static const QRegularExpression socket(
            u"#\\s*include\\s*[<\"](sys/socket\\.h|netinet/|arpa/inet\\.h|netdb\\.h|QtNetwork/"
            u"|QTcpSocket|QUdpSocket|"
            u"QSslSocket|QLocalSocket|QLocalServer|QTcpServer|QNetwork\\w*|QWebSocket)"_s);
        int files = 0;
        for (const char* folder : {"app", "core", "ui"}) {
            QDirIterator it(QStringLiteral(GP_SOURCE_DIR) + u'/' + QLatin1StringView(folder),
                            {u"*.h"_s, u"*.cpp"_s}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(f.readAll());
                QVERIFY2(!socket.match(text).hasMatch(), qPrintable(f.fileName()));
                ++files;
            }
        }
        QVERIFY(files > 50);
        for (const char* cmake : {"CMakeLists.txt", "core/CMakeLists.txt", "ui/CMakeLists.txt",
                                  "app/cli/CMakeLists.txt", "app/gui/CMakeLists.txt"}) {
            QFile f(QStringLiteral(GP_SOURCE_DIR) + u'/' + QLatin1StringView(cmake));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("Network"), cmake);
        }
    }
};

QTEST_GUILESS_MAIN(tst_NoNetwork)
#include "tst_nonetwork.moc"
