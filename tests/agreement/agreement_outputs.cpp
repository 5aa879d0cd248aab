#include "agreement.h"

#include "chartswidget.h"
#include "mainwindow.h"
#include "plandocument.h"
#include "preferences.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace gp;
// "which offers a value ranking shows" and "the Pareto front of performance vs price": `chart --kind
// value|perf-price` and the Charts tab, given every offer of the snapshot, write the same SVG: the same
// texts (bars, axes, legend, title) in the same order, and the same drawing.
void TestAgreement::chartsAlike_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("tabKind");
    QTest::newRow("value ranking") << u"value"_s << int(ui::ChartsWidget::Value);
    QTest::newRow("performance vs price") << u"perf-price"_s << int(ui::ChartsWidget::PerfPrice);
}

void TestAgreement::chartsAlike()
{
    QFETCH(QString, kind);
    QFETCH(int, tabKind);
    QTemporaryDir dir;
    const QString cliSvg = dir.filePath(u"cli.svg"_s);
    const auto run =
        m_cli.run(QStringList{u"chart"_s, u"--kind"_s, kind, u"-o"_s, cliSvg} + fxArgs() + onSnapshot());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));

    ui::PlanDocument plan;
    ui::ChartsWidget tab(m_catalog, &plan);
    tab.resize(1200, 750);
    tab.setDisplay(Preferences{}, ratesAsGiven(), false);
    tab.setKind(ui::ChartsWidget::Kind(tabKind));
    tab.setSource(allRows(m_catalog), nullptr);
    QTRY_VERIFY(!tab.isWorking());
    const QString windowSvg = dir.filePath(u"window.svg"_s);
    QVERIFY(tab.exportTo(windowSvg));

    const auto texts = [](const QString& path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return QStringList{u"cannot read "_s + path};
        const QString svg = QString::fromUtf8(f.readAll());
        QStringList out;
        static const QRegularExpression text(u"<text[^>]*>([^<]*)</text>"_s);
        for (auto it = text.globalMatch(svg); it.hasNext();) {
            const QString t = it.next().captured(1).trimmed();
            if (!t.isEmpty())
                out << t;
        }
        return out;
    };
    const QStringList cli = texts(cliSvg);
    const QStringList window = texts(windowSvg);
    QCOMPARE(window, cli);
    QVERIFY(cli.size() > 10); // the case means something: labelled bars or points
    // And the same drawing: every bar, point and front line where the other face put it.
    QVERIFY(!fileBytes(cliSvg).isEmpty());
    QVERIFY(fileBytes(windowSvg) == fileBytes(cliSvg));
}

// "what a plan costs bought each other way, its break-even points and budget in words" (the report's
// summary page) and the whole cost report: `report --plan` and the window's Export Report on the same
// plan write the same PDF: the same pages, drawn alike, with the same fonts.
void TestAgreement::reportsAlike_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("train and serve") << u"v1-train-and-serve.gpuplan"_s;
    QTest::newRow("instances, storage, transfer and a fixed item") << u"v2-mixed.gpuplan"_s;
}

void TestAgreement::reportsAlike()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    QVERIFY(QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/plans/") + file, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QString cliPdf = dir.filePath(u"cli.pdf"_s);
    const auto run = m_cli.run({u"report"_s, u"--plan"_s, path, u"-o"_s, cliPdf, u"--no-builtin"_s,
                                u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/snapshot")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));

    IssueList issues;
    const QString windowPdf = dir.filePath(u"window.pdf"_s);
    {
        ui::MainWindow w(loadSnapshotCatalog(&issues), issues);
        QVERIFY(w.openPlan(path));
        const Result<int> written = w.exportReportTo(windowPdf);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QVERIFY(written.value() >= 3);
    }
    // The pages' drawing and the embedded fonts, compared as a set: a PDF lists its fonts in no fixed
    // order, and its header has the moment it was made.
    const auto streams = [](const QString& p) {
        const QByteArray b = fileBytes(p);
        QList<QByteArray> out;
        static const QRegularExpression stream(u"(?<!end)stream\\r?\\n"_s);
        const QString text = QString::fromLatin1(b);
        for (auto it = stream.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            const qsizetype from = m.capturedEnd();
            const qsizetype to = b.indexOf("endstream", from);
            if (to < 0)
                break;
            QByteArray data = b.mid(from, to - from);
            // Flate streams as zlib data: qUncompress wants the length first.
            QByteArray sized(4, '\0');
            sized.append(data);
            const QByteArray plain = qUncompress(sized);
            out << (plain.isEmpty() ? data : plain);
        }
        std::sort(out.begin(), out.end());
        return out;
    };
    const QList<QByteArray> cli = streams(cliPdf);
    const QList<QByteArray> window = streams(windowPdf);
    QVERIFY(cli.size() > 3);
    QCOMPARE(window.size(), cli.size());
    for (qsizetype i = 0; i < cli.size(); ++i)
        QVERIFY2(window[i] == cli[i], qPrintable(u"stream %1 differs"_s.arg(i)));
}

// "which points a crowded scatter chart draws": on a catalog of 4,400 priced offers (the snapshot's AWS
// types two hundred times over, their prices apart), `chart --kind perf-price` and the Charts tab thin
// the points alike: the same SVG, whose title says how many were drawn.
void TestAgreement::crowdedChartsAlike()
{
    QTemporaryDir dir;
    QVERIFY(
        QFile::copy(QStringLiteral(GP_TEST_DATA_DIR "/snapshot/gpus.json"), dir.filePath(u"gpus.json"_s)));
    QFile source(QStringLiteral(GP_TEST_DATA_DIR "/snapshot/aws.json"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject provider = QJsonDocument::fromJson(source.readAll()).object();
    const QJsonArray base = provider[u"instances"_s].toArray();
    QJsonArray many;
    for (int k = 0; k < 200; ++k) {
        for (const QJsonValue& v : base) {
            QJsonObject inst = v.toObject();
            inst[u"name"_s] = inst[u"name"_s].toString() + u"-r%1"_s.arg(k);
            QJsonArray offers = inst[u"offers"_s].toArray();
            for (qsizetype o = 0; o < offers.size(); ++o) {
                QJsonObject offer = offers[o].toObject();
                for (const QString& key : {u"on_demand"_s, u"spot"_s}) {
                    QJsonObject price = offer[key].toObject();
                    if (price.contains(u"hourly"_s)) {
                        const double h = price[u"hourly"_s].toDouble() * (1 + 0.003 * k);
                        price[u"hourly"_s] = std::round(h * 1e6) / 1e6;
                        offer[key] = price;
                    }
                }
                offers[o] = offer;
            }
            inst[u"offers"_s] = offers;
            many.append(inst);
        }
    }
    provider[u"instances"_s] = many;
    {
        QFile out(dir.filePath(u"aws.json"_s));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(provider).toJson(QJsonDocument::Compact));
    }
    const QString cliSvg = dir.filePath(u"cli.svg"_s);
    const auto run = m_cli.run(QStringList{u"chart"_s, u"--kind"_s, u"perf-price"_s, u"-o"_s, cliSvg} +
                               fxArgs() + QStringList{u"--no-builtin"_s, u"--catalog"_s, dir.path()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));

    IssueList issues;
    const Catalog big = Catalog::load(onlyTheseFiles({dir.path()}), issues);
    QVERIFY(big.rows().size() > 4000);
    ui::PlanDocument plan;
    ui::ChartsWidget tab(big, &plan);
    tab.setDisplay(Preferences{}, ratesAsGiven(), false);
    tab.setKind(ui::ChartsWidget::PerfPrice);
    tab.setSource(allRows(big), nullptr);
    QTRY_VERIFY(!tab.isWorking());
    const QString windowSvg = dir.filePath(u"window.svg"_s);
    QVERIFY(tab.exportTo(windowSvg));
    const QByteArray cli = fileBytes(cliSvg);
    QVERIFY(cli.contains("offers drawn, the others under them")); // the case means something: thinned
    QVERIFY(fileBytes(windowSvg) == cli);
}
