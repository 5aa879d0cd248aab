// The calibrated utilisation table (core/estimate/utilisation, catalog/models/utilisation.json): the row a
// job gets by GPU architecture and precision, the mixture-of-experts rule, the default for what no published
// run covers, and files that are refused with the JSON path of what is wrong.
#include "utilisation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

UtilisationTable fixture()
{
    IssueList issues;
    UtilisationTable t = UtilisationTable::fromFileData(
        readFile(QStringLiteral(GP_TEST_DATA_DIR "/utilisation/good.json")), u"good.json"_s, issues);
    if (!issues.isEmpty())
        qFatal("%s", qPrintable(issues.first().toString()));
    return t;
}

// A GPU of the fixture's architecture: 1,000 TFLOPS at 16 bits, 2,000 at FP8.
Gpu gpu(const QString& architecture)
{
    Gpu g;
    g.id = u"test-gpu"_s;
    g.model = u"Test GPU"_s;
    g.architecture = architecture;
    g.dense[std::size_t(Precision::BF16)] = 1000;
    g.dense[std::size_t(Precision::FP16)] = 1000;
    g.dense[std::size_t(Precision::FP8)] = 2000;
    return g;
}

} // namespace

class tst_Utilisation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lookup_data()
    {
        QTest::addColumn<QString>("architecture");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("active");
        QTest::addColumn<double>("utilisation");
        QTest::addColumn<QString>("source");
        QTest::newRow("dense, its row")
            << u"Hopper"_s << u"bf16"_s << 7e9 << 7e9 << 0.45 << u"hopper-16bit"_s;
        QTest::newRow("fp16 shares the 16-bit row")
            << u"Hopper"_s << u"fp16"_s << 7e9 << 7e9 << 0.45 << u"hopper-16bit"_s;
        QTest::newRow("fp8 row") << u"Hopper"_s << u"fp8"_s << 7e9 << 7e9 << 0.35 << u"hopper-fp8"_s;
        QTest::newRow("no shape: dense") << u"Hopper"_s << u"fp8"_s << 0.0 << 0.0 << 0.35 << u"hopper-fp8"_s;
        QTest::newRow("no row: the default")
            << u"Ampere"_s << u"bf16"_s << 7e9 << 7e9 << 0.40 << u"default"_s;
        QTest::newRow("architecture matched exactly")
            << u"hopper"_s << u"bf16"_s << 7e9 << 7e9 << 0.40 << u"default"_s;
        // 0.10 + 0.10 × log10(10 B / 1 B) = 0.20 of the 16-bit peak.
        QTest::newRow("moe, 16-bit") << u"Hopper"_s << u"bf16"_s << 100e9 << 10e9 << 0.20 << u"moe"_s;
        // The same throughput at FP8 is half the FP8 peak's share.
        QTest::newRow("moe, fp8") << u"Hopper"_s << u"fp8"_s << 100e9 << 10e9 << 0.10 << u"moe"_s;
        QTest::newRow("moe, tiny: the floor") << u"Hopper"_s << u"bf16"_s << 1e9 << 1e6 << 0.05 << u"moe"_s;
        QTest::newRow("moe, huge: at most the dense row")
            << u"Hopper"_s << u"bf16"_s << 1e15 << 1e14 << 0.45 << u"moe"_s;
        QTest::newRow("moe, no row: at most the default")
            << u"Ampere"_s << u"bf16"_s << 1e15 << 1e14 << 0.40 << u"moe"_s;
        QTest::newRow("nearly all active: dense")
            << u"Hopper"_s << u"bf16"_s << 100e9 << 96e9 << 0.45 << u"hopper-16bit"_s;
    }
    void lookup()
    {
        QFETCH(QString, architecture);
        QFETCH(QString, precision);
        QFETCH(double, params);
        QFETCH(double, active);
        QFETCH(double, utilisation);
        QFETCH(QString, source);
        const UtilisationTable t = fixture();
        const Utilisation u = t.lookup(gpu(architecture), *precisionFromKey(precision), {params, active});
        QVERIFY2(std::abs(u.value - utilisation) < 1e-9, qPrintable(QString::number(u.value)));
        QCOMPARE(u.source, source);
        // The assumption names the row and the figure.
        QVERIFY2(u.reason.contains(source), qPrintable(u.reason));
        QVERIFY2(u.reason.contains(QString::number(utilisation, 'f', 2)), qPrintable(u.reason));
        // A fitted row counts its runs in words: "fitted to 1 published run", "to 3 published runs".
        QVERIFY2(!u.reason.contains(u"(s)"_s), qPrintable(u.reason));
        if (source != u"default"_s) {
            static const QRegularExpression runs(u"fitted to (1 published run|[0-9]+ published runs)[,)]"_s);
            QVERIFY2(runs.match(u.reason).hasMatch(), qPrintable(u.reason));
        }
    }

    // A row whose precision other training stacks were measured to gain less from says so in a training
    // estimate's assumptions, with the range, the runs and the source; other rows and the mixture-of-experts
    // rule add nothing.
    void otherStacksAreNamed()
    {
        const UtilisationTable t = fixture();
        const Utilisation fp8 = t.lookup(gpu(u"Hopper"_s), Precision::FP8, {7e9, 7e9});
        QCOMPARE(fp8.trainingCaveats.size(), 1);
        const QString& line = fp8.trainingCaveats.first();
        for (const QString& part :
             {u"FP8"_s, u"hopper-fp8"_s, u"Stack S"_s, u"1.10–1.30×"_s, u"runs M"_s, u"Test runs"_s})
            QVERIFY2(line.contains(part), qPrintable(part + u": "_s + line));
        QVERIFY(t.lookup(gpu(u"Hopper"_s), Precision::BF16, {7e9, 7e9}).trainingCaveats.isEmpty());
        QVERIFY(t.lookup(gpu(u"Hopper"_s), Precision::FP8, {100e9, 10e9}).trainingCaveats.isEmpty());
        QVERIFY(t.lookup(gpu(u"Ampere"_s), Precision::FP8, {7e9, 7e9}).trainingCaveats.isEmpty());
    }

    // The shipped table: loads cleanly, every row names published runs that tests/data/calibration holds,
    // and no figure is outside what training runs reach.
    void builtinTableIsWholeAndFittedToKnownRuns()
    {
        const UtilisationTable& t = UtilisationTable::builtin();
        QVERIFY(!t.denseRows().isEmpty());
        QVERIFY(t.moePerDecade() > 0);
        QVERIFY(t.defaultUtilisation() > 0.2 && t.defaultUtilisation() < 0.7);
        const QJsonArray cases =
            QJsonDocument::fromJson(readFile(QStringLiteral(GP_TEST_DATA_DIR "/calibration/cases.json")))
                .object()
                .value(u"cases"_s)
                .toArray();
        QSet<QString> ids;
        for (const QJsonValue& c : cases)
            ids.insert(c.toObject().value(u"id"_s).toString());
        QVERIFY(ids.size() > 20);
        for (const UtilisationTable::DenseRow& row : t.denseRows()) {
            QVERIFY2(row.utilisation > 0.2 && row.utilisation < 0.7, qPrintable(row.id));
            for (const QString& run : row.fittedTo)
                QVERIFY2(ids.contains(run), qPrintable(row.id + u": "_s + run));
        }
    }

    void malformedFilesAreRefused_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("path");
        QTest::newRow("format") << u"\"gpu-planner-utilisation\""_s << u"\"gpu-planner-models\""_s
                                << u"$.format"_s;
        QTest::newRow("precision") << u"\"fp8\"]"_s << u"\"fp9\"]"_s << u"$.dense[1].precisions"_s;
        QTest::newRow("above one") << u"\"utilisation\": 0.35"_s << u"\"utilisation\": 1.5"_s
                                   << u"$.dense[1].utilisation"_s;
        QTest::newRow("zero") << u"\"utilisation\": 0.45"_s << u"\"utilisation\": 0"_s
                              << u"$.dense[0].utilisation"_s;
        QTest::newRow("twice the same architecture and precision")
            << u"\"precisions\": [\"fp8\"]"_s << u"\"precisions\": [\"bf16\"]"_s
            << u"$.dense[1].precisions"_s;
        QTest::newRow("unknown source")
            << u"\"source\": \"runs\"}\n  ]"_s << u"\"source\": \"blog\"}\n  ]"_s << u"$.dense[1].source"_s;
        QTest::newRow("no runs") << u"[\"C\"]"_s << u"[]"_s << u"$.dense[1].fitted_to"_s;
        QTest::newRow("a run that is not a string")
            << u"[\"C\"]"_s << u"[3]"_s << u"$.dense[1].fitted_to[0]"_s;
        QTest::newRow("no default") << u"\"default\""_s << u"\"fallback\""_s
                                    << u"missing required key \"default\""_s;
        QTest::newRow("no serving rule")
            << u"\"serving\""_s << u"\"serve\""_s << u"missing required key \"serving\""_s;
        QTest::newRow("bandwidth share over 1")
            << u"\"bandwidth_share\": 0.80"_s << u"\"bandwidth_share\": 1.2"_s
            << u"$.serving.bandwidth_share"_s;
        QTest::newRow("no batch") << u"\"max_batch_per_gpu\": 512"_s << u"\"max_batch_per_gpu\": 0"_s
                                  << u"$.serving.max_batch_per_gpu"_s;
        QTest::newRow("serving source unknown")
            << u"\"fitted_to\": \"F\", \"source\": \"runs\""_s
            << u"\"fitted_to\": \"F\", \"source\": \"blog\""_s << u"$.serving.source"_s;
        QTest::newRow("an architecture in two stacks")
            << u"\"architectures\": [\"Other\"]"_s << u"\"architectures\": [\"CDNA 3\"]"_s
            << u"$.serving.stacks[1].architectures"_s;
        QTest::newRow("stack share zero")
            << u"\"share\": 0.8"_s << u"\"share\": 0"_s << u"$.serving.stacks[1].share"_s;
        QTest::newRow("a stack's gain range upside down")
            << u"\"gain_over_16bit_max\": 1.3"_s << u"\"gain_over_16bit_max\": 1.05"_s
            << u"$.dense[1].other_stacks[0].gain_over_16bit_max"_s;
        QTest::newRow("a stack's gain zero")
            << u"\"gain_over_16bit_min\": 1.1"_s << u"\"gain_over_16bit_min\": 0"_s
            << u"$.dense[1].other_stacks[0].gain_over_16bit_min"_s;
        QTest::newRow("a stack without its runs")
            << u"\"measured\": \"runs M\""_s << u"\"runs\": \"runs M\""_s
            << u"missing required key \"measured\""_s;
        QTest::newRow("a stack's source unknown")
            << u"\"measured\": \"runs M\", \"source\": \"runs\""_s
            << u"\"measured\": \"runs M\", \"source\": \"blog\""_s << u"$.dense[1].other_stacks[0].source"_s;
        QTest::newRow("moe slope missing") << u"\"per_decade_of_active\""_s << u"\"per_decade\""_s
                                           << u"missing required key \"per_decade_of_active\""_s;
    }
    void malformedFilesAreRefused()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, path);
        QString text = QString::fromUtf8(readFile(QStringLiteral(GP_TEST_DATA_DIR "/utilisation/good.json")));
        QVERIFY2(text.contains(from), qPrintable(from));
        text.replace(from, to);
        IssueList issues;
        const UtilisationTable t = UtilisationTable::fromFileData(text.toUtf8(), u"bad.json"_s, issues);
        QVERIFY(!issues.isEmpty());
        QStringList texts;
        bool found = false;
        for (const Issue& i : issues) {
            texts << i.toString();
            found = found || i.toString().contains(path);
        }
        QVERIFY2(found, qPrintable(texts.join(u'\n')));
        // A file with errors gives the default alone.
        QVERIFY(t.denseRows().isEmpty());
        QCOMPARE(t.lookup(gpu(u"Hopper"_s), Precision::BF16, {7e9, 7e9}).source, u"default"_s);
    }
    // The serving rule as the file gives it, with the title of its source for the assumptions.
    void servingRule()
    {
        const UtilisationTable t = fixture();
        const UtilisationTable::ServingRule& s = t.serving();
        QCOMPARE(s.bandwidthShare, 0.80);
        QCOMPARE(s.decodeUtilisationShare, 1.0);
        QCOMPARE(s.prefillUtilisationShare, 1.5);
        QCOMPARE(s.maxBatchPerGpu, 512);
        QCOMPARE(s.exchangeLatencyUs, 5.0);
        QCOMPARE(s.linkShare, 0.75);
        QCOMPARE(s.fittedTo, u"F"_s);
        QCOMPARE(s.sourceTitle, u"Test runs"_s);
        // A stack of its own for one architecture; every other architecture has none.
        QCOMPARE(s.stacks.size(), 2);
        const auto* cdna3 = s.stackFor(gpu(u"CDNA 3"_s));
        QVERIFY(cdna3);
        QCOMPARE(cdna3->id, u"cdna3-test"_s);
        QCOMPARE(cdna3->share, 0.5);
        QCOMPARE(cdna3->fittedTo, u"G"_s);
        QVERIFY(!s.stackFor(gpu(u"Hopper"_s)));
    }
    void notJsonIsRefused()
    {
        IssueList issues;
        const UtilisationTable t = UtilisationTable::fromFileData("{\"format\": ", u"cut.json"_s, issues);
        QVERIFY(!issues.isEmpty());
        QVERIFY2(issues.first().toString().contains(u"cut.json"_s), qPrintable(issues.first().toString()));
        QVERIFY(t.denseRows().isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_Utilisation)
#include "tst_utilisation.moc"
