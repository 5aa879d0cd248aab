// core/catalog/usageprices: the catalog's storage and egress prices per provider and region (the file, its
// errors with JSON paths, lookups, layering), and core/import/catalogbuild's usage-price CSV snapshots.
#include "catalogbuild.h"
#include "usageprices.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {
const QString fixturePath = QStringLiteral(GP_TEST_DATA_DIR "/usage/usage-prices.json");

QByteArray fixtureBytes()
{
    QFile f(fixturePath);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the usage-price fixture");
    return f.readAll();
}

// One valid entry as JSON text, with `patch` applied by plain text replacement.
QByteArray fileWith(const QByteArray& entries)
{
    return R"({"format": "gpu-planner-usage-prices", "version": 1, "prices": [)" + entries + "]}";
}

const QByteArray goodEntry =
    R"({"provider":"aws","region":"us-east-1","kind":"egress","product":"P","currency":"USD",)"
    R"("free_gb_per_month":100,"tiers":[{"up_to_gb":10240,"per_gb":"0.09"},{"up_to_gb":null,"per_gb":"0.05"}],)"
    R"("as_of":"2026-01-01","source":"S","source_url":"https://example.invalid/s"})";

QString issuesText(const IssueList& issues)
{
    QStringList lines;
    for (const Issue& i : issues)
        lines << i.toString();
    return lines.join(u'\n');
}
} // namespace

class TestUsagePrices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheFixture()
    {
        IssueList issues;
        const UsagePriceList list = UsagePriceList::fromFileData(fixtureBytes(), fixturePath, issues);
        QVERIFY2(issues.isEmpty(), qPrintable(issuesText(issues)));
        QCOMPARE(list.prices().size(), 5);
        const auto egress = list.find(UsageKind::Egress, u"aws"_s, u"us-east-1"_s);
        QVERIFY(egress);
        QCOMPARE(egress->freeGb, 100);
        QCOMPARE(egress->tiers.size(), 4);
        QCOMPARE(egress->tiers[1].upToGb, std::optional<std::int64_t>(51'200));
        QCOMPARE(egress->tiers[1].microsPerGb, 85'000);
        QVERIFY(!egress->tiers[3].upToGb);
        QCOMPARE(egress->asOf, QDate(2026, 1, 1));
        QCOMPARE(egress->provider, u"aws"_s);
        QCOMPARE(egress->region, u"us-east-1"_s);
        QCOMPARE(egress->product, u"Fixture egress"_s);
        QCOMPARE(list.find(UsageKind::ObjectStorage, u"tencent"_s, u"ap-guangzhou"_s)->currency, u"CNY"_s);
        // Absent means absent: no price for another kind, region or provider.
        QVERIFY(!list.find(UsageKind::BlockStorage, u"tencent"_s, u"ap-guangzhou"_s));
        QVERIFY(!list.find(UsageKind::Egress, u"aws"_s, u"us-west-2"_s));
        QVERIFY(!list.find(UsageKind::Egress, u"gcp"_s, u"us-east-1"_s));
    }

    void selectsByKindProviderAndRegion_data()
    {
        QTest::addColumn<QList<UsageKind>>("kinds");
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<int>("count");
        const QList<UsageKind> storage{UsageKind::ObjectStorage, UsageKind::BlockStorage};
        QTest::newRow("all storage") << storage << QString() << QString() << 3;
        QTest::newRow("all egress") << QList<UsageKind>{UsageKind::Egress} << QString() << QString() << 2;
        QTest::newRow("aws storage") << storage << u"aws"_s << QString() << 2;
        QTest::newRow("a region") << QList<UsageKind>{UsageKind::Egress} << QString() << u"eu-west-1"_s << 1;
        QTest::newRow("block only") << QList<UsageKind>{UsageKind::BlockStorage} << u"aws"_s << u"us-east-1"_s
                                    << 1;
        QTest::newRow("nothing") << storage << u"vast"_s << QString() << 0;
    }
    void selectsByKindProviderAndRegion()
    {
        QFETCH(QList<UsageKind>, kinds);
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(int, count);
        IssueList issues;
        const UsagePriceList list = UsagePriceList::fromFileData(fixtureBytes(), fixturePath, issues);
        const QList<UsagePrice> got = list.select(kinds, provider, region);
        QCOMPARE(got.size(), count);
        for (const UsagePrice& p : got) {
            QVERIFY(kinds.contains(p.kind));
            QVERIFY(provider.isEmpty() || p.provider == provider);
            QVERIFY(region.isEmpty() || p.region == region);
        }
    }

    void listsRegions()
    {
        IssueList issues;
        const UsagePriceList list = UsagePriceList::fromFileData(fixtureBytes(), fixturePath, issues);
        QCOMPARE(list.regions(UsageKind::Egress, u"aws"_s), (QStringList{u"eu-west-1"_s, u"us-east-1"_s}));
        QCOMPARE(list.regions(UsageKind::BlockStorage, u"tencent"_s), QStringList());
    }

    // Every malformed entry is reported with the file and its JSON path and left out; the others stay.
    void reportsBadEntries_data()
    {
        QTest::addColumn<QByteArray>("entry");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const auto patched = [](const char* from, const char* to) {
            QByteArray e = goodEntry;
            const qsizetype at = e.indexOf(from);
            if (at < 0)
                qFatal("bad test patch %s", from);
            return e.replace(at, qsizetype(qstrlen(from)), to);
        };
        QTest::newRow("not an object") << QByteArray("42") << u"$.prices[0]"_s << u"expected an object"_s;
        QTest::newRow("unknown kind") << patched(R"("kind":"egress")", R"("kind":"tape")")
                                      << u"$.prices[0].kind"_s << u"unknown value \"tape\""_s;
        QTest::newRow("no provider") << patched(R"("provider":"aws",)", "") << u"$.prices[0]"_s
                                     << u"missing required key \"provider\""_s;
        QTest::newRow("empty region")
            << patched(R"("region":"us-east-1")", R"("region":" ")") << u"$.prices[0].region"_s << u"empty"_s;
        QTest::newRow("unknown currency")
            << patched(R"("currency":"USD")", R"("currency":"XYZ")") << u"$.prices[0].currency"_s << u"XYZ"_s;
        QTest::newRow("tiers falling")
            << patched(R"("up_to_gb":10240)", R"("up_to_gb":0)") << u"$.prices[0].tiers"_s << u"must rise"_s;
        QTest::newRow("last tier closed") << patched(R"("up_to_gb":null)", R"("up_to_gb":20000)")
                                          << u"$.prices[0].tiers"_s << u"last tier must be open"_s;
        QTest::newRow("negative price") << patched(R"("per_gb":"0.09")", R"("per_gb":"-0.09")")
                                        << u"$.prices[0].tiers[0].per_gb"_s << QString();
        QTest::newRow("fractional GB") << patched(R"("free_gb_per_month":100)", R"("free_gb_per_month":1.5)")
                                       << u"$.prices[0].free_gb_per_month"_s << u"whole number"_s;
        QTest::newRow("no tiers") << patched(R"("tiers":[)", R"("tiers_":[)") << u"$.prices[0]"_s
                                  << u"missing required key \"tiers\""_s;
        QTest::newRow("undated") << patched(R"("as_of":"2026-01-01",)", "") << u"$.prices[0].as_of"_s
                                 << u"date"_s;
        QTest::newRow("unsourced") << patched(R"("source":"S",)", "") << u"$.prices[0].source"_s
                                   << u"source"_s;
        QTest::newRow("bad date") << patched(R"("as_of":"2026-01-01")", R"("as_of":"2026-13-01")")
                                  << u"$.prices[0].as_of"_s << QString();
    }
    void reportsBadEntries()
    {
        QFETCH(QByteArray, entry);
        QFETCH(QString, path);
        QFETCH(QString, message);
        IssueList issues;
        QByteArray other = goodEntry;
        other.replace(R"("region":"us-east-1")", R"("region":"eu-west-1")");
        const UsagePriceList list =
            UsagePriceList::fromFileData(fileWith(entry + ',' + other), u"bad.json"_s, issues);
        QVERIFY(countErrors(issues) >= 1);
        const Error e = *firstError(issues);
        QCOMPARE(e.file, u"bad.json"_s);
        QVERIFY2(e.path.startsWith(path), qPrintable(e.toString()));
        QVERIFY2(e.message.contains(message), qPrintable(e.toString()));
        QCOMPARE(list.prices().size(), 1); // the good entry stays
        QCOMPARE(list.prices().first().region, u"eu-west-1"_s);
    }

    void refusesADuplicate()
    {
        IssueList issues;
        const UsagePriceList list =
            UsagePriceList::fromFileData(fileWith(goodEntry + ',' + goodEntry), u"dup.json"_s, issues);
        QCOMPARE(countErrors(issues), 1);
        QCOMPARE(firstError(issues)->path, u"$.prices[1]"_s);
        QVERIFY(firstError(issues)->message.contains(u"a second egress price for aws in us-east-1"_s));
        QCOMPARE(list.prices().size(), 1);
    }

    void refusesOtherFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("a catalog") << QByteArray(R"({"format": "gpu-planner-catalog", "version": 1})")
                                   << u"expected \"gpu-planner-usage-prices\""_s;
        QTest::newRow("a later version")
            << QByteArray(R"({"format": "gpu-planner-usage-prices", "version": 2, "prices": []})")
            << u"version"_s;
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QString();
        QTest::newRow("an array") << QByteArray("[]") << u"object"_s;
        QTest::newRow("prices not a list")
            << QByteArray(R"({"format": "gpu-planner-usage-prices", "version": 1, "prices": {}})")
            << u"prices"_s;
    }
    void refusesOtherFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        IssueList issues;
        const UsagePriceList list = UsagePriceList::fromFileData(text, u"other.json"_s, issues);
        QVERIFY(list.prices().isEmpty());
        QVERIFY(countErrors(issues) >= 1);
        QVERIFY2(issuesText(issues).contains(message), qPrintable(issuesText(issues)));
    }

    void aLaterPriceReplacesTheSameKindProviderAndRegion()
    {
        IssueList issues;
        UsagePriceList list = UsagePriceList::fromFileData(fixtureBytes(), fixturePath, issues);
        QByteArray cheaper = goodEntry;
        cheaper.replace(R"("per_gb":"0.09")", R"("per_gb":"0.01")");
        QByteArray newRegion = goodEntry;
        newRegion.replace(R"("region":"us-east-1")", R"("region":"ap-south-1")");
        list.merge(UsagePriceList::fromFileData(fileWith(cheaper + ',' + newRegion), u"mine.json"_s, issues));
        QVERIFY2(issues.isEmpty(), qPrintable(issuesText(issues)));
        QCOMPARE(list.prices().size(), 6);
        QCOMPARE(list.find(UsageKind::Egress, u"aws"_s, u"us-east-1"_s)->tiers.first().microsPerGb, 10'000);
        QVERIFY(list.find(UsageKind::Egress, u"aws"_s, u"ap-south-1"_s));
        QCOMPARE(list.find(UsageKind::ObjectStorage, u"aws"_s, u"us-east-1"_s)->tiers.size(), 3); // kept
    }

    // What the catalog build writes reads back the same, sorted, and writing it again gives the same bytes.
    void writesWhatItReads()
    {
        IssueList issues;
        const UsagePriceList list = UsagePriceList::fromFileData(fixtureBytes(), fixturePath, issues);
        QList<UsagePrice> reversed = list.prices();
        std::reverse(reversed.begin(), reversed.end());
        const QByteArray bytes = UsagePriceList::toFileData(reversed, u"d"_s);
        const UsagePriceList back = UsagePriceList::fromFileData(bytes, u"back.json"_s, issues);
        QVERIFY2(issues.isEmpty(), qPrintable(issuesText(issues)));
        QCOMPARE(back.prices().size(), list.prices().size());
        for (const UsagePrice& p : list.prices()) {
            const auto q = back.find(p.kind, p.provider, p.region);
            QVERIFY(q);
            QVERIFY(*q == p);
            QCOMPARE(q->source, p.source);
            QCOMPARE(q->sourceUrl, p.sourceUrl);
        }
        QCOMPARE(back.prices().first().provider, u"aws"_s);
        QCOMPARE(back.prices().last().provider, u"tencent"_s);
        QCOMPARE(UsagePriceList::toFileData(back.prices(), u"d"_s), bytes);
    }

    void recognisesItsFiles()
    {
        QVERIFY(UsagePriceList::isUsagePriceFile(fixturePath));
        QVERIFY(!UsagePriceList::isUsagePriceFile(QStringLiteral(GP_TEST_DATA_DIR "/fixture/alpha.json")));
        QVERIFY(!UsagePriceList::isUsagePriceFile(QStringLiteral(GP_TEST_DATA_DIR "/usage")));
        QVERIFY(!UsagePriceList::isUsagePriceFile(u"/dev/zero"_s));
        QVERIFY(!UsagePriceList::isUsagePriceFile(u"/nonexistent/usage-prices.json"_s));
    }

    // The catalog build's snapshot rows: tiers gathered into one price, every problem with its line.
    void readsUsagePriceCsv()
    {
        UsagePrice base;
        base.provider = u"gcp"_s;
        base.currency = u"USD"_s;
        base.asOf = QDate(2026, 7, 30);
        base.source = u"snapshot"_s;
        const QByteArray csv = "kind,region,product,free_gb_per_month,up_to_gb,per_gb\n"
                               "object_storage,r1,Bucket,0,,0.02\n"
                               "egress,r1,Out,0,1024,0.12\n"
                               "egress,r1,Out,0,10240,0.11\n"
                               "egress,r1,Out,0,,0.08\n"
                               "egress,r2,Out,5,,0.2\n";
        const auto got = readUsagePriceCsv(csv, u"s.csv"_s, base);
        QVERIFY2(bool(got), got ? "" : qPrintable(got.error().toString()));
        QCOMPARE(got.value().size(), 3);
        const UsagePrice& out = got.value()[1];
        QCOMPARE(out.kind, UsageKind::Egress);
        QCOMPARE(out.provider, u"gcp"_s);
        QCOMPARE(out.asOf, QDate(2026, 7, 30));
        QCOMPARE(out.tiers.size(), 3);
        QCOMPARE(out.tiers[0].upToGb, std::optional<std::int64_t>(1024));
        QCOMPARE(out.tiers[2].microsPerGb, 80'000);
        QCOMPARE(got.value()[2].freeGb, 5);
        QCOMPARE(got.value()[2].tiers.size(), 1);
    }

    void refusesBadUsagePriceCsv_data()
    {
        QTest::addColumn<QByteArray>("rows");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown kind") << QByteArray("tape,r1,T,0,,0.01\n") << u"line 2: unknown kind"_s;
        QTest::newRow("no open tier") << QByteArray("egress,r1,O,0,1024,0.1\n") << u"no open last tier"_s;
        QTest::newRow("closed then another")
            << QByteArray("egress,r1,O,0,1024,0.1\negress,r2,O,0,,0.1\n") << u"line 3: the price before"_s;
        QTest::newRow("tiers falling") << QByteArray("egress,r1,O,0,1024,0.1\negress,r1,O,0,512,0.1\n"
                                                     "egress,r1,O,0,,0.1\n")
                                       << u"line 4: tier 2"_s;
        QTest::newRow("too few fields") << QByteArray("egress,r1,O,0,,\n") << u"line 2"_s;
        QTest::newRow("fractional GB")
            << QByteArray("egress,r1,O,0,10.5,0.1\negress,r1,O,0,,0.1\n") << u"whole number"_s;
        QTest::newRow("no price") << QByteArray("egress,r1,O,0,,\n") << u"per_gb are required"_s;
    }
    void refusesBadUsagePriceCsv()
    {
        QFETCH(QByteArray, rows);
        QFETCH(QString, message);
        UsagePrice base;
        base.provider = u"gcp"_s;
        base.currency = u"USD"_s;
        const auto got = readUsagePriceCsv("kind,region,product,free_gb_per_month,up_to_gb,per_gb\n" + rows,
                                           u"s.csv"_s, base);
        QVERIFY(!got);
        QCOMPARE(got.error().file, u"s.csv"_s);
        QVERIFY2(got.error().message.contains(message), qPrintable(got.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestUsagePrices)
#include "tst_usageprices.moc"
