// The place filters of `list` and `recommend` (--country, --continent) and the place keys of list's JSON
// rows, on a fixture catalog of real AWS regions whose places come from catalog/geo/regions.json.
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliGeo : public QObject
{
    Q_OBJECT

private:
    InProcessCliRunner m_cli;

    CliRunner::Run list(const QStringList& args) const
    {
        return m_cli.run(QStringList{u"list"_s, u"--format"_s, u"json"_s, u"--no-builtin"_s, u"--catalog"_s,
                                     QStringLiteral(GP_TEST_DATA_DIR "/fixture/gpus.json"), u"--catalog"_s,
                                     QStringLiteral(GP_TEST_DATA_DIR "/geo-catalog")} +
                         args);
    }

    static QStringList ids(const CliRunner::Run& r)
    {
        QStringList out;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).array())
            out << v[u"id"].toString() + u'@' + v[u"region"].toString();
        return out;
    }

private Q_SLOTS:
    void filtersByPlace_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("cheapest 8x H100 in Europe")
            << QStringList{u"--continent"_s, u"europe"_s, u"--gpu"_s,  u"H100"_s,
                           u"--min-gpus"_s,  u"8"_s,      u"--sort"_s, u"on_demand_hourly"_s}
            << QStringList{u"aws/p5.48xlarge@eu-west-1"_s, u"aws/p5.48xlarge@eu-central-1"_s};
        QTest::newRow("a continent in capitals, with a space")
            << QStringList{u"--continent"_s, u"North America"_s, u"--min-gpus"_s, u"8"_s}
            << QStringList{u"aws/p5.48xlarge@us-east-1"_s};
        QTest::newRow("two continents, comma-separated")
            << QStringList{u"--continent"_s, u"asia,north-america"_s, u"--min-gpus"_s, u"8"_s}
            << QStringList{u"aws/p5.48xlarge@ap-northeast-1"_s, u"aws/p5.48xlarge@us-east-1"_s};
        QTest::newRow("a country in lower case")
            << QStringList{u"--country"_s, u"de"_s}
            << QStringList{u"aws/g6.xlarge@eu-central-1"_s, u"aws/p5.48xlarge@eu-central-1"_s};
        QTest::newRow("repeated countries")
            << QStringList{u"--country"_s, u"IE"_s, u"--country"_s, u"JP"_s}
            << QStringList{u"aws/p5.48xlarge@ap-northeast-1"_s, u"aws/p5.48xlarge@eu-west-1"_s};
        QTest::newRow("country and continent must both hold")
            << QStringList{u"--country"_s, u"US"_s, u"--continent"_s, u"europe"_s} << QStringList{};
    }
    void filtersByPlace()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        const auto r = list(args);
        QCOMPARE(r.exitCode, 0);
        QStringList got = ids(r);
        if (!args.contains(u"--sort"_s)) {
            got.sort();
            expected.sort();
        }
        QCOMPARE(got, expected);
    }

    void rowsSayWhereTheRegionIs()
    {
        const auto r = list({u"--country"_s, u"DE"_s, u"--gpu"_s, u"H100"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(rows.size(), 1);
        const QJsonObject row = rows.first().toObject();
        QCOMPARE(row[u"country"].toString(), u"DE"_s);
        QCOMPARE(row[u"continent"].toString(), u"europe"_s);
        QCOMPARE(row[u"city"].toString(), u"Frankfurt"_s);
        QCOMPARE(row[u"region_name"].toString(), u"Europe (Frankfurt)"_s);
        // The place keys come right after the region, before the prices.
        const QStringList keys = row.keys();
        QVERIFY(keys.contains(u"region_name"_s));
    }

    void badPlacesAreBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("a continent that is none")
            << QStringList{u"--continent"_s, u"atlantis"_s}
            << u"--continent: \"atlantis\" is not a continent; expected one of "
               u"africa, asia, europe, north-america, oceania, south-america"_s;
        QTest::newRow("an abbreviation")
            << QStringList{u"--continent"_s, u"EU"_s} << u"\"EU\" is not a continent"_s;
        QTest::newRow("a country by name") << QStringList{u"--country"_s, u"Germany"_s}
                                           << u"--country: \"Germany\" is not an ISO 3166-1 code"_s;
    }
    void badPlacesAreBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = list(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    // recommend keeps to the places asked for, and says so when none sells what is needed.
    void recommendKeepsToThePlaces()
    {
        const QStringList common{u"recommend"_s, u"--workload"_s,
                                 u"train"_s,     u"--params"_s,
                                 u"7B"_s,        u"--tokens"_s,
                                 u"10B"_s,       u"--format"_s,
                                 u"json"_s,      u"--no-builtin"_s,
                                 u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/fixture/gpus.json"),
                                 u"--catalog"_s, QStringLiteral(GP_TEST_DATA_DIR "/geo-catalog")};
        const auto europe = m_cli.run(common + QStringList{u"--continent"_s, u"europe"_s});
        QCOMPARE(europe.exitCode, 0);
        const QJsonArray recs = QJsonDocument::fromJson(europe.out).object()[u"recommendations"].toArray();
        QVERIFY(!recs.isEmpty());
        for (const QJsonValue& v : recs)
            QVERIFY2(v[u"region"].toString().startsWith(u"eu-"_s), qPrintable(v[u"region"].toString()));
        const auto none = m_cli.run(common + QStringList{u"--country"_s, u"BR"_s});
        QVERIFY2(none.out.contains("places: no suitable instance is sold in BR") ||
                     none.err.contains(u"places: no suitable instance is sold in BR"_s),
                 qPrintable(none.err + QString::fromUtf8(none.out)));
    }
};

QTEST_GUILESS_MAIN(TestCliGeo)
#include "tst_cligeo.moc"
