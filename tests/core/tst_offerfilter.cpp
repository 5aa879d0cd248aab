#include "catalog.h"
#include "offerfilter.h"
#include "testcatalog.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

class TestOfferFilter : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    QStringList matching(const OfferFilter& f) const
    {
        QStringList ids;
        for (const OfferRow& r : m_catalog.rows()) {
            if (f.matches(r))
                ids << r.instance->id() + u'@' + r.region();
        }
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        IssueList issues;
        m_catalog = loadSnapshotCatalog(&issues);
        QVERIFY(issues.isEmpty());
    }

    void anEmptyFilterMatchesEverything()
    {
        OfferFilter f;
        QVERIFY(f.isEmpty());
        QCOMPARE(matching(f).size(), m_catalog.rows().size());
    }

    void filters_data()
    {
        QTest::addColumn<QStringList>("providers");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<double>("minGpus");
        QTest::addColumn<double>("minMemory");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("maxPrice");
        QTest::addColumn<QString>("mustInclude");
        QTest::addColumn<QString>("mustExclude");
        QTest::newRow("a provider filter keeps only that provider")
            << QStringList{u"gcp"_s} << QString() << 0.0 << 0.0 << QString() << QString()
            << u"gcp/a3-highgpu-8g@us-central1"_s << u"aws/p5.48xlarge@us-east-1"_s;
        QTest::newRow("a GPU query is case-insensitive")
            << QStringList() << u"h100"_s << 0.0 << 0.0 << QString() << QString()
            << u"aws/p5.48xlarge@us-east-1"_s << u"aws/p4d.24xlarge@us-east-1"_s;
        QTest::newRow("a minimum GPU count drops smaller instances")
            << QStringList() << QString() << 8.0 << 0.0 << QString() << QString()
            << u"aws/p4d.24xlarge@us-east-1"_s << u"aws/g5.xlarge@us-east-1"_s;
        QTest::newRow("a minimum memory per GPU counts vGPU shares by their share")
            << QStringList() << QString() << 0.0 << 16.0 << QString() << QString()
            << u"aws/g4dn.xlarge@us-east-1"_s << u"tencent/GN7.LARGE20@"_s;
        QTest::newRow("a region filter is exact")
            << QStringList() << QString() << 0.0 << 0.0 << u"CN-NORTH-1"_s << QString()
            << u"aws/g5.xlarge@cn-north-1"_s << u"aws/g5.xlarge@us-east-1"_s;
        QTest::newRow("a maximum price keeps cheaper offers in its currency")
            << QStringList() << QString() << 0.0 << 0.0 << QString() << u"1"_s
            << u"aws/g4dn.xlarge@us-east-1"_s << u"aws/g4dn.xlarge@cn-north-1"_s;
        QTest::newRow("a maximum price in CNY keeps CNY offers")
            << QStringList() << QString() << 0.0 << 0.0 << QString() << u"20 CNY"_s
            << u"aliyun/ecs.gn6i-c4g1.xlarge@cn-hangzhou"_s << u"aws/g4dn.xlarge@us-east-1"_s;
        QTest::newRow("a maximum price drops offers without a price")
            << QStringList() << QString() << 0.0 << 0.0 << QString() << u"1000"_s
            << u"aws/p5.48xlarge@us-east-1"_s << u"tencent/GN10Xp.20XLARGE320@"_s;
    }
    void filters()
    {
        QFETCH(QStringList, providers);
        QFETCH(QString, gpu);
        QFETCH(double, minGpus);
        QFETCH(double, minMemory);
        QFETCH(QString, region);
        QFETCH(QString, maxPrice);
        QFETCH(QString, mustInclude);
        QFETCH(QString, mustExclude);
        OfferFilter f;
        f.providers = providers;
        f.gpuQuery = gpu;
        if (minGpus > 0)
            f.minGpus = minGpus;
        if (minMemory > 0)
            f.minGpuMemoryGb = minMemory;
        f.region = region;
        if (!maxPrice.isEmpty())
            f.maxOnDemandHourly = parsePriceArgument(maxPrice, nullptr);
        const QStringList ids = matching(f);
        QVERIFY2(ids.contains(mustInclude), qPrintable(mustInclude));
        QVERIFY2(!ids.contains(mustExclude), qPrintable(mustExclude));
    }

    // --gpu and the GPU lookups match whole words of the model or id, so a product is never taken for
    // another whose name contains it.
    void gpuQueriesMatchWholeWords_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("matches");
        const QString h100 = u"H100 SXM5 80GB"_s;
        const QString h100Id = u"nvidia-h100-sxm5-80gb"_s;
        QTest::newRow("a model word, any case") << h100 << h100Id << u"h100"_s << true;
        QTest::newRow("words of the id") << h100 << h100Id << u"h100-sxm5"_s << true;
        QTest::newRow("the whole id") << h100 << h100Id << u"nvidia-h100-sxm5-80gb"_s << true;
        QTest::newRow("words in any order") << h100 << h100Id << u"80GB H100"_s << true;
        QTest::newRow("every word must be there") << h100 << h100Id << u"H100 PCIe"_s << false;
        QTest::newRow("part of a word is not a word") << h100 << h100Id << u"h10"_s << false;
        QTest::newRow("H200 is not GH200")
            << u"GH200 Grace Hopper 96GB"_s << u"nvidia-gh200-96gb"_s << u"H200"_s << false;
        QTest::newRow("H200 is H200")
            << u"H200 SXM 141GB"_s << u"nvidia-h200-sxm-141gb"_s << u"H200"_s << true;
        QTest::newRow("A10 is not A100")
            << u"A100 SXM4 80GB"_s << u"nvidia-a100-sxm4-80gb"_s << u"A10"_s << false;
        QTest::newRow("L4 is not L40S") << u"L40S"_s << u"nvidia-l40s"_s << u"L4"_s << false;
        QTest::newRow("T4 is not T4G") << u"T4G 16GB"_s << u"nvidia-t4g-16gb"_s << u"t4"_s << false;
        QTest::newRow("an empty query matches") << h100 << h100Id << QString() << true;
    }
    void gpuQueriesMatchWholeWords()
    {
        QFETCH(QString, model);
        QFETCH(QString, id);
        QFETCH(QString, query);
        QFETCH(bool, matches);
        Gpu g;
        g.model = model;
        g.id = id;
        QCOMPARE(gpuMatchesQuery(g, query), matches);
    }

    void narrowingIsKnownFromTheText_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<bool>("sameProviders");
        QTest::addColumn<bool>("narrows");
        QTest::newRow("a letter more") << u"h10"_s << u"h100"_s << true << true;
        QTest::newRow("a letter less") << u"h100"_s << u"h10"_s << true << false;
        QTest::newRow("the same") << u"a100 aws"_s << u"a100 aws"_s << true << true;
        QTest::newRow("a word more") << u"a100"_s << u"a100 us-east"_s << true << true;
        QTest::newRow("a word less") << u"a100 us-east"_s << u"a100"_s << true << false;
        QTest::newRow("a word longer") << u"a b"_s << u"a bc"_s << true << true;
        QTest::newRow("both words inside one") << u"a b"_s << u"ab"_s << true << true;
        QTest::newRow("another word") << u"h100"_s << u"a100"_s << true << false;
        QTest::newRow("from nothing") << QString() << u"h"_s << true << true;
        QTest::newRow("to nothing") << u"h"_s << QString() << true << false;
        QTest::newRow("case and spaces") << u"H10"_s << u"  h100 "_s << true << true;
        QTest::newRow("another field") << u"h10"_s << u"h100"_s << false << false;
    }
    void narrowingIsKnownFromTheText()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(bool, sameProviders);
        QFETCH(bool, narrows);
        OfferFilter b;
        b.text = before;
        b.providers = {u"aws"_s};
        OfferFilter a = b;
        a.text = after;
        if (!sameProviders)
            a.providers = {u"aws"_s, u"gcp"_s};
        QCOMPARE(a.narrows(b), narrows);
        // What it promises: every row the narrower filter accepts, the earlier one accepts too.
        if (narrows) {
            for (const OfferRow& r : m_catalog.rows())
                QVERIFY(!a.matches(r) || b.matches(r));
        }
    }

    void freeTextNeedsEveryWord()
    {
        OfferFilter f;
        f.text = u"h100 us-east-1"_s;
        const QStringList ids = matching(f);
        QVERIFY(ids.contains(u"aws/p5.48xlarge@us-east-1"_s));
        for (const QString& id : ids)
            QVERIFY(id.endsWith(u"@us-east-1"_s));
    }

    void parsesPriceArguments_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("currency");
        QTest::newRow("a bare number is USD") << u"10"_s << true << u"USD"_s;
        QTest::newRow("a suffix names the currency") << u"70CNY"_s << true << u"CNY"_s;
        QTest::newRow("lower-case codes are accepted") << u"70 cny"_s << true << u"CNY"_s;
        QTest::newRow("an unknown currency is refused") << u"5 XYZ"_s << false << QString();
        QTest::newRow("a negative price is refused") << u"-5"_s << false << QString();
        QTest::newRow("words are refused") << u"cheap"_s << false << QString();
    }
    void parsesPriceArguments()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, currency);
        QString error;
        const auto m = parsePriceArgument(text, &error);
        QCOMPARE(m.has_value(), ok);
        if (ok)
            QCOMPARE(m->currency(), currency);
        else
            QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOfferFilter)
#include "tst_offerfilter.moc"
