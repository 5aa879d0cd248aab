// No network but when asked: gpu-planner and gpu-planner-cli link no network library, none of their sources
// opens a socket, and, watched at run time, neither makes an IPv4/IPv6 socket for anything but
// `catalog update`, which does it through gpu-planner-fetch, the one program that links Qt6::Network.
#include "localhttpserver.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
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

    QTemporaryDir m_home;

    // A price source list of one provider, vast, at `url`.
    static bool writeSources(const QString& path, const QString& url)
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(QStringLiteral(R"({"format": "gpu-planner-price-sources", "version": 1,
                                  "sources": [{"provider": "vast", "url": "%1"}]})")
                    .arg(url)
                    .toUtf8());
        return true;
    }

    // Runs a program with the socket watch preloaded; returns what it logged ("" when no socket was made).
    QString socketsMadeBy(const QString& program, const QStringList& args, int* exitCode = nullptr)
    {
        const QString log = m_home.filePath(u"sockets.log"_s);
        QFile::remove(log);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"LD_PRELOAD"_s, QStringLiteral(GP_SOCKET_WATCH));
        env.insert(u"GP_SOCKET_LOG"_s, log);
        env.insert(u"ASAN_OPTIONS"_s, u"verify_asan_link_order=0:detect_leaks=0"_s);
        env.insert(u"HOME"_s, m_home.path());
        env.insert(u"XDG_DATA_HOME"_s, m_home.filePath(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        env.insert(u"XDG_CACHE_HOME"_s, m_home.filePath(u"cache"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"GP_QUIT_AFTER_FIRST_PAINT"_s, u"1"_s);
        for (const char* v : {"http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy"})
            env.remove(QString::fromLatin1(v));
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForFinished(120000))
            qFatal("%s did not finish", qPrintable(program));
        if (exitCode)
            *exitCode = p.exitCode();
        QFile f(log);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

private Q_SLOTS:
    void detectsANetworkLibrary()
    {
        QCOMPARE(networkLibraries(u"\tlibQt6Network.so.6 => /usr/lib/libQt6Network.so.6\n"_s).size(), 1);
        QCOMPARE(networkLibraries(u"\tlibcurl.so.4 => /usr/lib/libcurl.so.4\n"_s).size(), 1);
        QCOMPARE(networkLibraries(u"\tlibQt6Core.so.6 => /usr/lib/libQt6Core.so.6\n"_s).size(), 0);
        // The one program allowed to use the network is seen to link it.
        QVERIFY(
            networkLibraries(dependencies(QStringLiteral(GP_FETCH_PATH))).contains(u"libQt6Network.so.6"_s));
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
            u"QSslSocket|QLocalSocket|QLocalServer|QTcpServer|QNetwork\\w*|QWebSocket|QHostAddress)"_s);
        int files = 0;
        int fetchFiles = 0;
        for (const char* folder : {"app", "core", "ui"}) {
            QDirIterator it(QStringLiteral(GP_SOURCE_DIR) + u'/' + QLatin1StringView(folder),
                            {u"*.h"_s, u"*.cpp"_s}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(f.readAll());
                if (f.fileName().contains(u"/app/fetch/"_s)) {
                    fetchFiles += socket.match(text).hasMatch() ? 1 : 0;
                    continue;
                }
                QVERIFY2(!socket.match(text).hasMatch(), qPrintable(f.fileName()));
                ++files;
            }
        }
        QVERIFY(files > 50);
        QVERIFY(fetchFiles > 0); // the pattern finds what it looks for
        // Qt6::Network is named in the fetch program's build file only.
        for (const char* cmake : {"CMakeLists.txt", "core/CMakeLists.txt", "ui/CMakeLists.txt",
                                  "app/cli/CMakeLists.txt", "app/gui/CMakeLists.txt"}) {
            QFile f(QStringLiteral(GP_SOURCE_DIR) + u'/' + QLatin1StringView(cmake));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("Network"), cmake);
        }
    }

    void commandsMakeNoSocket_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("list") << QStringList{u"list"_s, u"--gpu"_s, u"H100"_s};
        QTest::newRow("show") << QStringList{u"show"_s, u"aws/p5.48xlarge"_s};
        QTest::newRow("compare") << QStringList{u"compare"_s, u"aws/p5.48xlarge"_s, u"gcp/a3-highgpu-8g"_s};
        QTest::newRow("cost") << QStringList{u"cost"_s, u"aws/p5.48xlarge"_s, u"--pricing"_s, u"all"_s};
        QTest::newRow("recommend") << QStringList{
            u"recommend"_s, u"--workload"_s, u"inference"_s, u"--params"_s, u"7B"_s, u"--qps"_s, u"5"_s};
        QTest::newRow("catalog info") << QStringList{u"catalog"_s, u"info"_s};
        QTest::newRow("catalog update --list") << QStringList{u"catalog"_s, u"update"_s, u"--list"_s};
        QTest::newRow("chart") << QStringList{u"chart"_s, u"--kind"_s, u"value"_s, u"-o"_s,
                                              m_home.filePath(u"value.png"_s)};
    }

    void commandsMakeNoSocket()
    {
        QFETCH(QStringList, args);
        int exitCode = -1;
        // On the frozen snapshot, so a catalog refresh breaks nothing here.
        const QString made = socketsMadeBy(QStringLiteral(GP_CLI_PATH),
                                           args + QStringList{u"--no-builtin"_s, u"--catalog"_s,
                                                              QStringLiteral(GP_TEST_DATA_DIR "/snapshot")},
                                           &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(made.isEmpty(), qPrintable(made));
    }

#ifdef GP_GUI_PATH
    void theWindowMakesNoSocket()
    {
        int exitCode = -1;
        const QString made = socketsMadeBy(
            QStringLiteral(GP_GUI_PATH),
            {u"--no-builtin"_s, u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(made.isEmpty(), qPrintable(made));
    }
#endif

    void anUpdateIsSeen()
    {
        // The watch sees the sockets of `catalog update` (through the fetch program it starts): the tests
        // above would fail if a command opened one.
        LocalHttpServer server;
        QFile vast(QStringLiteral(GP_TEST_DATA_DIR "/import/real/vast/vms.csv"));
        QVERIFY(vast.open(QIODevice::ReadOnly));
        server.route("/vast/vms.csv", {LocalHttpServer::Route::Kind::Body, vast.readAll()});
        const QString sources = m_home.filePath(u"sources.json"_s);
        QVERIFY(writeSources(sources, server.url(u"/vast/vms.csv"_s)));
        int exitCode = -1;
        const QString made = socketsMadeBy(QStringLiteral(GP_CLI_PATH),
                                           {u"catalog"_s, u"update"_s, u"--sources"_s, sources}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY2(made.contains(u"socket(AF_INET"_s), qPrintable(made));
        QCOMPARE(server.requests(), 1);
    }

    // The fetcher is found next to the program (or in ../libexec/gpu-planner), never by a path compiled in:
    // no program holds the build tree's path to it, and a copy of the CLI without one beside it downloads
    // nothing, says why and opens no socket.
    void theFetcherIsFoundBesideTheProgram()
    {
        const QByteArray buildPath = QByteArrayLiteral(GP_FETCH_PATH);
        for (const QString& program : {QStringLiteral(GP_CLI_PATH)
#ifdef GP_GUI_PATH
                                           ,
                                       QStringLiteral(GP_GUI_PATH)
#endif
             }) {
            QFile f(program);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(buildPath), qPrintable(program));
        }
        const QString copy = m_home.filePath(u"bin/gpu-planner-cli"_s);
        QVERIFY(QDir().mkpath(m_home.filePath(u"bin"_s)));
        QFile::remove(copy);
        QVERIFY(QFile::copy(QStringLiteral(GP_CLI_PATH), copy));
        LocalHttpServer server;
        server.route("/vast/vms.csv", {LocalHttpServer::Route::Kind::Body, QByteArray("x")});
        const QString sources = m_home.filePath(u"sources-copy.json"_s);
        QVERIFY(writeSources(sources, server.url(u"/vast/vms.csv"_s)));
        int exitCode = -1;
        const QString made =
            socketsMadeBy(copy, {u"catalog"_s, u"update"_s, u"--sources"_s, sources}, &exitCode);
        QCOMPARE(exitCode, 1);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QCOMPARE(server.requests(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_NoNetwork)
#include "tst_nonetwork.moc"
