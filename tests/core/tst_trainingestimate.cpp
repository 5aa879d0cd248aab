#include "catalog.h"
#include "testcatalog.h"
#include "trainingestimate.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// estimateTraining (core/estimate/trainingestimate.h), what `estimate` prints, on the fixture catalog: H100
// SXM5 (989 dense BF16 TFLOPS) in alpha/h100.8x, sold at 80 USD/h in eu-west-1.
class TestTrainingEstimate : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    // The work that takes `hours` on `gpus` H100s at BF16 and the given utilisation.
    static double flopsFor(double hours, double gpus, double mfu)
    {
        return hours * 3600 * gpus * 989e12 * mfu;
    }

    TrainingRequest request(const QString& instance, std::optional<int> gpus) const
    {
        TrainingRequest r;
        r.gpu = m_catalog.gpu(u"nvidia-h100-sxm5-80gb"_s);
        r.instance = instance.isEmpty() ? nullptr : m_catalog.instance(instance);
        r.gpus = gpus;
        r.mfu = 0.5;
        r.basis.fx = fixtureRates();
        return r;
    }

private Q_SLOTS:
    void initTestCase() { m_catalog = loadFixtureCatalog(); }

    void timesAndPricesTheJob_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("region");
        QTest::addColumn<int>("instances");
        QTest::addColumn<double>("hours");
        QTest::addColumn<QString>("cost");
        QTest::addColumn<QString>("assumption");
        QTest::newRow("GPUs rounded up to whole instances, priced where asked")
            << u"alpha/h100.8x"_s << 12 << u"eu-west-1"_s << 2 << 100.0 << u"16000.00 USD"_s
            << u"12 GPUs rounded up to 2 whole instances of 8 GPUs"_s;
        QTest::newRow("a region in capitals is the same region")
            << u"alpha/h100.8x"_s << 16 << u"EU-WEST-1"_s << 2 << 100.0 << u"16000.00 USD"_s << QString();
        QTest::newRow("no region: the cheapest on demand (500 CNY = 71.43 USD/h)")
            << u"alpha/h100.8x"_s << 8 << QString() << 1 << 200.0 << u"14285.71 USD"_s << QString();
        QTest::newRow("a GPU count without an instance has no price")
            << QString() << 4 << QString() << 0 << 400.0 << QString()
            << u"no instance given: no interconnect scaling applied (give --instance for it)"_s;
    }
    void timesAndPricesTheJob()
    {
        QFETCH(QString, instance);
        QFETCH(int, gpus);
        QFETCH(QString, region);
        QFETCH(int, instances);
        QFETCH(double, hours);
        QFETCH(QString, cost);
        QFETCH(QString, assumption);
        TrainingRequest r = request(instance, gpus);
        r.flops = flopsFor(hours, instances ? instances * 8 : gpus, 0.5);
        r.region = region;
        const Result<EstimateReport> e = estimateTraining(r);
        QVERIFY2(e.ok(), qPrintable(e.ok() ? QString() : e.error().message));
        QCOMPARE(e.value().instances, instances);
        QVERIFY(qAbs(e.value().compute.hours() - hours) < 1e-6);
        if (cost.isEmpty()) {
            QVERIFY(!e.value().cost);
        } else {
            QVERIFY(e.value().cost);
            QCOMPARE(e.value().cost->totalCost.toDecimalString(2, 2) + u' ' +
                         e.value().cost->totalCost.currency(),
                     cost);
        }
        if (!assumption.isEmpty())
            QVERIFY2(e.value().compute.assumptions.contains(assumption),
                     qPrintable(e.value().compute.assumptions.join(u"\n"_s)));
    }

    void refusesWhatCannotBeEstimated_data()
    {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("message");
        QTest::newRow("no figure at the precision")
            << QString() << u"nvidia-t4"_s << u"bf16"_s << QString()
            << u"T4 16GB publishes no dense BF16 figure; choose another --precision"_s;
        QTest::newRow("a region it is not sold in")
            << u"alpha/h100.8x"_s << u"nvidia-h100-sxm5-80gb"_s << u"bf16"_s << u"mars-1"_s
            << u"alpha/h100.8x has no offer in region \"mars-1\"; it is offered in us-east-1, eu-west-1, "
               "cn-north-1, ap-south-1"_s;
    }
    void refusesWhatCannotBeEstimated()
    {
        QFETCH(QString, instance);
        QFETCH(QString, gpu);
        QFETCH(QString, precision);
        QFETCH(QString, region);
        QFETCH(QString, message);
        TrainingRequest r = request(instance, 8);
        r.gpu = m_catalog.gpu(gpu);
        r.precision = precisionFromKey(precision).value();
        r.region = region;
        r.flops = 1e21;
        const Result<EstimateReport> e = estimateTraining(r);
        QVERIFY(!e.ok());
        QCOMPARE(e.error().message, message);
    }

    void anInstanceWithoutPricesIsTimedNotPriced()
    {
        TrainingRequest r = request(u"alpha/t4.unpriced"_s, 1);
        r.gpu = m_catalog.gpu(u"nvidia-t4"_s);
        r.precision = Precision::FP16;
        r.flops = 65e12 * 0.5 * 3600; // one hour
        const Result<EstimateReport> e = estimateTraining(r);
        QVERIFY(e.ok());
        QVERIFY(!e.value().cost);
        QVERIFY(qAbs(e.value().compute.hours() - 1.0) < 1e-9);
        QVERIFY(e.value().compute.assumptions.contains(u"alpha/t4.unpriced has no public price: no cost"_s));
    }

    // The recommender times its configurations with the same function: same instance, same count, same hours.
    void theRecommenderTimesJobsTheSameWay()
    {
        const InstanceType& inst = *m_catalog.instance(u"alpha/h100.8x"_s);
        const Gpu& gpu = *m_catalog.gpu(inst.gpuId);
        TrainingRequest r = request(u"alpha/h100.8x"_s, 24);
        r.mfu.reset(); // the default utilisation and the interconnect scaling
        r.flops = 3e22;
        const Result<EstimateReport> e = estimateTraining(r);
        const auto direct = computeOnInstances(3e22, gpu, inst, 3, Precision::BF16, std::nullopt, false);
        QVERIFY(e.ok() && direct);
        QCOMPARE(e.value().compute.seconds, direct->seconds);
        QVERIFY(direct->utilisation < 0.40); // scaling over three instances costs something
    }
};

QTEST_GUILESS_MAIN(TestTrainingEstimate)
#include "tst_trainingestimate.moc"
