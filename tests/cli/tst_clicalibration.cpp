// The estimates against published, measured runs (tests/data/calibration/cases.json, docs/estimation.md
// "Calibration"): each case asked as a user would, `gpu-planner-cli estimate` on the shipped catalog (its GPU
// figures are part of what is checked, like the catalog-integrity tests), and its deviation from the
// published figure pinned to the percentage point. A change to the model or the data that moves any case
// fails here until the pinned figures and the documentation's table are redone (./scripts/validate-estimates
// --markdown).
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QJsonArray cases(const char* file = "cases.json")
{
    QFile f(QStringLiteral(GP_TEST_DATA_DIR "/calibration/") + QString::fromLatin1(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the calibration cases %s", file);
    return QJsonDocument::fromJson(f.readAll()).object().value(u"cases"_s).toArray();
}

constexpr bool sanitized()
{
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#else
    return false;
#endif
#else
    return false;
#endif
}

double median(QList<double> e)
{
    std::sort(e.begin(), e.end());
    return (e[(e.size() - 1) / 2] + e[e.size() / 2]) / 2;
}

// `estimate` on the shipped catalog with a case's arguments, as a user would ask it.
QStringList estimateArgs(const QJsonObject& c)
{
    QStringList args{u"estimate"_s,  u"--no-builtin"_s,
                     u"--catalog"_s, QStringLiteral(GP_SOURCE_DIR "/catalog"),
                     u"--format"_s,  u"json"_s};
    for (const QJsonValue& a : c.value(u"args"_s).toArray())
        args << a.toString();
    return args;
}

constexpr double Tokens = 1e12; // any training length: throughput per GPU does not depend on it

} // namespace

class tst_CliCalibration : public QObject
{
    Q_OBJECT

    InProcessCliRunner m_cli;
    QList<double> m_trainingErrors;
    QJsonObject m_last; // the JSON of the last estimate

    // What the estimate gives for the case's metric; nullopt (with a failure) when it does not run.
    std::optional<double> estimate(const QJsonObject& c)
    {
        QStringList args = estimateArgs(c);
        const QString metric = c.value(u"metric"_s).toString();
        if (metric.startsWith(u"train"_s))
            args << u"--tokens"_s << QString::number(Tokens);
        const auto r = m_cli.run(args);
        if (r.exitCode != 0) {
            qWarning("%s: %s", qPrintable(args.join(u' ')), qPrintable(r.err));
            return std::nullopt;
        }
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        m_last = j;
        if (metric == u"train_tokens_per_gpu_second"_s) {
            // The whole job's tokens per second, per GPU.
            const double perGpu = j[u"tokens_per_second"_s].toDouble() / j[u"gpus"_s].toDouble();
            const double fromHours = Tokens / (j[u"hours"_s].toDouble() * 3600 * j[u"gpus"_s].toDouble());
            if (std::abs(perGpu / fromHours - 1) > 0.01)
                qWarning("tokens_per_second %f disagrees with hours (%f)", perGpu, fromHours);
            return perGpu;
        }
        if (metric == u"output_tokens_per_second"_s)
            return j[u"tokens_per_second"_s].toDouble();
        if (metric == u"output_tokens_per_gpu_second"_s)
            return j[u"tokens_per_second"_s].toDouble() / c.value(u"gpus"_s).toDouble();
        qWarning("unknown metric %s", qPrintable(metric));
        return std::nullopt;
    }

private Q_SLOTS:
    void publishedRun_data()
    {
        QTest::addColumn<QJsonObject>("run");
        for (const QJsonValue& c : cases()) {
            if (c.toObject().value(u"metric"_s).toString() != u"fits"_s)
                QTest::newRow(qPrintable(c.toObject().value(u"id"_s).toString())) << c.toObject();
        }
    }

    // Fine-tuning memory: every published verdict (what fits which GPUs) is the planner's, asked as a user
    // would: `estimate --finetune M --model M --instance I --gpus N` without --tokens.
    void memoryVerdict_data()
    {
        QTest::addColumn<QJsonObject>("run");
        int count = 0;
        for (const QJsonValue& c : cases()) {
            if (c.toObject().value(u"metric"_s).toString() == u"fits"_s) {
                QTest::newRow(qPrintable(c.toObject().value(u"id"_s).toString())) << c.toObject();
                ++count;
            }
        }
        if (count < 5)
            qFatal("the five published fine-tuning memory cases are missing");
    }
    void memoryVerdict()
    {
        QFETCH(QJsonObject, run);
        const QStringList args = estimateArgs(run);
        const auto r = m_cli.run(args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QVERIFY(j[u"fits"_s].isBool());
        QCOMPARE(j[u"fits"_s].toBool(), run.value(u"published_fits"_s).toBool());
        QVERIFY(j[u"memory_per_gpu_gb"_s].toDouble() > 0);
        QVERIFY(j[u"layout"_s].isObject());
        QVERIFY(j[u"hours"_s].isNull()); // no --tokens: no time, no cost
        QVERIFY(j[u"cost"_s].isNull());
        QVERIFY(j[u"tokens_per_second"_s].toDouble() > 0);
    }
    void publishedRun()
    {
        QFETCH(QJsonObject, run);
        const auto e = estimate(run);
        QVERIFY(e);
        const double published = run.value(u"published"_s).toDouble();
        QVERIFY(published > 0);
        const double error = *e / published - 1;
        const double pinned = run.value(u"pinned_error"_s).toDouble(std::nan(""));
        const QString what =
            u"%1: estimate %2 against %3 published: %4 % (pinned %5 %)"_s.arg(run.value(u"id"_s).toString())
                .arg(*e, 0, 'f', 0)
                .arg(published, 0, 'f', 0)
                .arg(error * 100, 0, 'f', 1)
                .arg(pinned * 100, 0, 'f', 1);
        qInfo("%s", qPrintable(what));
        if (run.value(u"metric"_s).toString().startsWith(u"train"_s))
            m_trainingErrors << std::abs(error);
        QVERIFY2(std::abs(error - pinned) < 0.01, qPrintable(what));
        // A case beyond ±50 % says what the model does not express.
        if (std::abs(error) > 0.5)
            QVERIFY2(!run.value(u"unmodelled"_s).toString().isEmpty(), qPrintable(what));
        // Where the estimate itself can say why it misses (`said`), its assumptions do.
        if (const QString said = run.value(u"said"_s).toString(); !said.isEmpty()) {
            QStringList assumptions;
            for (const QJsonValue& a : m_last.value(u"assumptions"_s).toArray())
                assumptions << a.toString();
            QVERIFY2(assumptions.join(u'\n').contains(said),
                     qPrintable(what + u": "_s + assumptions.join(u'\n')));
        }
    }

    // The summary docs/estimation.md states for training: the median deviation and the share within ±20 %.
    void trainingSummary()
    {
        QVERIFY(m_trainingErrors.size() >= 20);
        const QList<double>& e = m_trainingErrors;
        const double m = median(e);
        const auto within = std::count_if(e.cbegin(), e.cend(), [](double x) { return x <= 0.20; });
        qInfo("training: median %.1f %%, %d of %d within 20 %%", m * 100, int(within), int(e.size()));
        QVERIFY2(m <= 0.10, qPrintable(QString::number(m)));
        QVERIFY2(double(within) / e.size() >= 0.80, qPrintable(QString::number(within)));
    }

    // Serving against every published maximum-throughput run the serving rule was fitted to
    // (tests/data/calibration/serving.json), each asked as a user would: the summary docs/estimation.md
    // states, and no run beyond ±50 %.
    void servingTable()
    {
        const QJsonArray runs = cases("serving.json");
        QVERIFY(runs.size() >= 140);
        QList<double> errors;
        QStringList beyond;
        // Under the sanitizers every fifth run, each held to ±50 %: they look for memory errors, and the
        // summary is the optimised build's to check.
        const qsizetype step = sanitized() ? 5 : 1;
        for (qsizetype n = 0; n < runs.size(); n += step) {
            const QJsonObject c = runs[n].toObject();
            const QStringList args = estimateArgs(c);
            const auto r = m_cli.run(args);
            QVERIFY2(r.exitCode == 0, qPrintable(args.join(u' ') + u": "_s + r.err));
            const QJsonObject j = QJsonDocument::fromJson(r.out).object();
            QVERIFY(j[u"fits"_s].toBool());
            const double estimate = j[u"tokens_per_second"_s].toDouble() * c[u"gpus"_s].toDouble() /
                                    c[u"instance_gpus"_s].toDouble();
            const double error = std::abs(estimate / c[u"published"_s].toDouble() - 1);
            errors << error;
            if (error > 0.5)
                beyond << c[u"id"_s].toString();
        }
        QVERIFY2(beyond.isEmpty(), qPrintable(beyond.join(u", "_s)));
        if (step > 1)
            return;
        const double m = median(errors);
        const auto within = std::count_if(errors.cbegin(), errors.cend(), [](double x) { return x <= 0.20; });
        qInfo("serving: median %.1f %%, %d of %d within 20 %%", m * 100, int(within), int(errors.size()));
        QVERIFY2(m <= 0.10, qPrintable(QString::number(m)));
        QVERIFY2(double(within) / errors.size() >= 0.80, qPrintable(QString::number(within)));
    }
};

QTEST_GUILESS_MAIN(tst_CliCalibration)
#include "tst_clicalibration.moc"
