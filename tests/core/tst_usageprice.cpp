// core/model/usageprice: a price per GB with volume tiers and a free allowance, costed exactly.
#include "usageprice.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {
UsagePrice awsShaped()
{
    UsagePrice p;
    p.kind = UsageKind::Egress;
    p.currency = u"USD"_s;
    p.freeGb = 100;
    p.tiers = {{10'240, 90'000}, {51'200, 85'000}, {153'600, 70'000}, {std::nullopt, 50'000}};
    return p;
}
} // namespace

class TestUsagePrice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void costsTierByTier_data()
    {
        QTest::addColumn<qint64>("gb");
        QTest::addColumn<qint64>("micros");
        QTest::newRow("nothing") << qint64(0) << qint64(0);
        QTest::newRow("inside the free allowance") << qint64(100) << qint64(0);
        QTest::newRow("one GB past it") << qint64(101) << qint64(90'000);
        QTest::newRow("the first tier full") << qint64(10'240) << qint64(10'140) * 90'000;
        QTest::newRow("into the second") << qint64(10'241) << qint64(10'140) * 90'000 + 85'000;
        QTest::newRow("into the third")
            << qint64(60'000) << qint64(10'140) * 90'000 + qint64(40'960) * 85'000 + qint64(8'800) * 70'000;
        QTest::newRow("the open tier") << qint64(200'000)
                                       << qint64(10'140) * 90'000 + qint64(40'960) * 85'000 +
                                              qint64(102'400) * 70'000 + qint64(46'400) * 50'000;
        QTest::newRow("an exabyte") << qint64(MaxUsageGb)
                                    << qint64(10'140) * 90'000 + qint64(40'960) * 85'000 +
                                           qint64(102'400) * 70'000 + qint64(MaxUsageGb - 153'600) * 50'000;
    }
    void costsTierByTier()
    {
        QFETCH(qint64, gb);
        QFETCH(qint64, micros);
        QCOMPARE(usageCostMicros(awsShaped(), gb), std::optional<std::int64_t>(micros));
    }

    void aFreeAllowanceBeyondTheFirstTier()
    {
        UsagePrice p = awsShaped();
        p.freeGb = 20'000; // covers the first tier and part of the second
        QCOMPARE(usageCostMicros(p, 20'000).value(), 0);
        QCOMPARE(usageCostMicros(p, 20'001).value(), 85'000);
    }

    void refusesWhatItCannotCost()
    {
        QVERIFY(!usageCostMicros(awsShaped(), -1));
        QVERIFY(!usageCostMicros(awsShaped(), MaxUsageGb + 1));
        UsagePrice p = awsShaped();
        p.tiers[2].upToGb = 5'000;
        QVERIFY(!usageCostMicros(p, 10));
    }

    void problems_data()
    {
        QTest::addColumn<int>("what");
        QTest::addColumn<QString>("message");
        QTest::newRow("none") << 0 << QString();
        QTest::newRow("no tier") << 1 << u"no price tier"_s;
        QTest::newRow("open in the middle") << 2 << u"tier 2: only the last tier may be open"_s;
        QTest::newRow("falling limits") << 3 << u"tier 2: the limits must rise, 5000 GB after 10240 GB"_s;
        QTest::newRow("closed last tier") << 4 << u"the last tier must be open (no up_to_gb)"_s;
        QTest::newRow("negative price") << 5 << u"tier 1: the price per GB is out of range"_s;
    }
    void problems()
    {
        QFETCH(int, what);
        QFETCH(QString, message);
        UsagePrice p = awsShaped();
        if (what == 1)
            p.tiers.clear();
        else if (what == 2)
            p.tiers[1].upToGb.reset();
        else if (what == 3)
            p.tiers[1].upToGb = 5'000;
        else if (what == 4)
            p.tiers.last().upToGb = 500'000;
        else if (what == 5)
            p.tiers[0].microsPerGb = -1;
        QCOMPARE(p.problem(), message);
    }

    void keysRoundTrip()
    {
        for (UsageKind k : {UsageKind::ObjectStorage, UsageKind::BlockStorage, UsageKind::Egress})
            QCOMPARE(usageKindFromKey(usageKindKey(k)), std::optional<UsageKind>(k));
        QVERIFY(!usageKindFromKey(u"tape"_s));
    }

    void tiersReadAsText()
    {
        QCOMPARE(
            awsShaped().tiersText(),
            u"first 100 GB free, 0.09 to 10,240 GB, 0.085 to 51,200 GB, 0.07 to 153,600 GB, 0.05 beyond"_s);
    }
};

QTEST_GUILESS_MAIN(TestUsagePrice)
#include "tst_usageprice.moc"
