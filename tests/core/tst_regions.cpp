// Where regions are (core/catalog/regions): the file's checks, continent names, place words, and the built-in
// directory's coverage of every region the built-in catalog prices (a catalog-integrity test).
#include "catalog.h"
#include "regions.h"
#include "testcatalog.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

RegionDirectory fixture()
{
    IssueList issues;
    QFile file(QStringLiteral(GP_TEST_DATA_DIR "/geo/regions.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tests/data/geo/regions.json cannot be read");
    RegionDirectory d = RegionDirectory::fromFileData(file.readAll(), u"regions.json"_s, issues);
    if (!issues.isEmpty())
        qFatal("%s", qPrintable(issues.first().error.toString()));
    return d;
}

} // namespace

class TestRegions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsByProviderAndRegion()
    {
        const RegionDirectory d = fixture();
        QCOMPARE(d.places().size(), 5);
        const RegionPlace* p = d.find(u"AWS", u"US-EAST-1");
        QVERIFY(p);
        QCOMPARE(p->country, u"US"_s);
        QCOMPARE(p->lat, std::optional<double>(38.9));
        QVERIFY(!d.find(u"aws", u"eastus2"));
    }

    // "us-east" is a place, whatever the provider calls it.
    void placeWords_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("expected"); // provider/region, in file order
        QTest::newRow("us-east") << u"us-east"_s
                                 << QStringList{u"aws/us-east-1"_s, u"azure/eastus2"_s, u"gcp/us-east1"_s};
        QTest::newRow("east us") << u"East_US"_s
                                 << QStringList{u"aws/us-east-1"_s, u"azure/eastus2"_s, u"gcp/us-east1"_s};
        QTest::newRow("continent") << u"europe"_s << QStringList{u"gcp/europe-west4"_s};
        QTest::newRow("city") << u"eemshaven"_s << QStringList{u"gcp/europe-west4"_s};
        QTest::newRow("state") << u"oregon"_s << QStringList{u"vast/Oregon, US, NA"_s};
        QTest::newRow("not a word of any") << u"us-ea"_s << QStringList{};
        QTest::newRow("empty") << u"--"_s << QStringList{};
    }
    void placeWords()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, expected);
        const RegionDirectory d = fixture();
        QStringList got;
        for (const RegionPlace& p : d.places()) {
            if (RegionDirectory::placeMatches(p, RegionDirectory::queryWords(query)))
                got << p.provider + u'/' + p.region;
        }
        QCOMPARE(got, expected);
    }

    void continentNames_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::newRow("lower") << u"europe"_s << u"europe"_s;
        QTest::newRow("capitalised") << u"Europe"_s << u"europe"_s;
        QTest::newRow("space") << u"North America"_s << u"north-america"_s;
        QTest::newRow("underscore") << u"south_america"_s << u"south-america"_s;
        QTest::newRow("not one") << u"atlantis"_s << QString();
        QTest::newRow("abbreviation is not a name") << u"eu"_s << QString();
    }
    void continentNames()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        QCOMPARE(RegionDirectory::continentKey(text).value_or(QString()), key);
    }

    void badEntriesNameThePath_data()
    {
        QTest::addColumn<QByteArray>("entry");
        QTest::addColumn<QString>("expected");
        QTest::newRow("country")
            << QByteArray(R"({"provider": "a", "region": "r", "country": "Germany", "source": "s"})")
            << u"regions[0].country"_s;
        QTest::newRow("continent")
            << QByteArray(R"({"provider": "a", "region": "r", "continent": "EU", "source": "s"})")
            << u"regions[0].continent"_s;
        QTest::newRow("latitude") << QByteArray(
                                         R"({"provider": "a", "region": "r", "lat": 91, "source": "s"})")
                                  << u"regions[0].lat"_s;
        QTest::newRow("source") << QByteArray(R"({"provider": "a", "region": "r", "source": "nope"})")
                                << u"regions[0].source"_s;
    }
    void badEntriesNameThePath()
    {
        QFETCH(QByteArray, entry);
        QFETCH(QString, expected);
        const QByteArray data =
            R"({"format": "gpu-planner-regions", "version": 1, "sources": {"s": {}}, "regions": [)" + entry +
            "]}";
        IssueList issues;
        const RegionDirectory d = RegionDirectory::fromFileData(data, u"regions.json"_s, issues);
        QVERIFY(d.places().isEmpty());
        QVERIFY(!issues.isEmpty());
        QVERIFY2(issues.first().error.toString().contains(expected),
                 qPrintable(issues.first().error.toString()));
    }

    // Catalog integrity: every region the built-in catalog prices has a country and a continent, from the
    // curated file, which loads without a problem.
    void everyBuiltinRegionIsPlaced()
    {
        QFile file(QStringLiteral(GP_SOURCE_DIR "/catalog/geo/regions.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        IssueList fileIssues;
        RegionDirectory::fromFileData(file.readAll(), u"regions.json"_s, fileIssues);
        QVERIFY2(fileIssues.isEmpty(),
                 fileIssues.isEmpty() ? "" : qPrintable(fileIssues.first().error.toString()));
        IssueList issues;
        const Catalog catalog = loadShippedCatalog(&issues);
        const RegionDirectory& d = RegionDirectory::builtin();
        QVERIFY(d.places().size() >= 200);
        QStringList missing;
        for (const OfferRow& row : catalog.rows()) {
            if (!row.offer)
                continue;
            const RegionPlace* p = d.find(row.instance->provider, row.region());
            if (!p || p->country.isEmpty() || p->continent.isEmpty())
                missing << row.instance->provider + u'/' + row.region();
        }
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u", "_s)));
        // The big three's best-known regions are where their providers say.
        QCOMPARE(d.find(u"aws", u"eu-central-1")->country, u"DE"_s);
        QCOMPARE(d.find(u"azure", u"westeurope")->country, u"NL"_s);
        QCOMPARE(d.find(u"gcp", u"asia-northeast1")->country, u"JP"_s);
        QCOMPARE(d.find(u"aws", u"sa-east-1")->continent, u"south-america"_s);
    }
};

QTEST_GUILESS_MAIN(TestRegions)
#include "tst_regions.moc"
