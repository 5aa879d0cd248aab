#include "catalog.h"
#include "catalogloader.h"
#include "catalogloader_cases.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {
struct Loaded
{
    IssueList issues;
    int instances = 0;
    int offers = 0;
    int gpus = 0;
};

Loaded load(const QByteArray& text)
{
    Loaded out;
    CatalogFragment f = CatalogLoader::loadData(text, u"test.json"_s);
    out.issues = f.issues;
    Catalog c;
    c.addFragment(f);
    c.finalize(out.issues);
    out.instances = int(c.instances().size());
    out.offers = int(c.offerCount());
    out.gpus = int(c.gpus().size());
    return out;
}

} // namespace

class TestCatalogLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsTheBaseCatalogCleanly()
    {
        const Loaded l = load(baseCatalog());
        for (const Issue& i : l.issues)
            qWarning() << i.toString();
        QCOMPARE(l.issues.size(), 0);
        QCOMPARE(l.gpus, 1);
        QCOMPARE(l.instances, 2);
        QCOMPARE(l.offers, 2);
    }

    void keepsEveryPriceWithItsSource()
    {
        CatalogFragment f = CatalogLoader::loadData(baseCatalog(), u"test.json"_s);
        QCOMPARE(f.instances.size(), 2);
        const Offer& o = f.instances[0].offers[0];
        QCOMPARE(o.currency, u"USD"_s);
        QCOMPARE(o.onDemandHourly->amount.micros(), 1500000);
        QCOMPARE(o.onDemandHourly->source->title, u"Test price list"_s);
        QCOMPARE(o.onDemandHourly->source->asOf, QDate(2026, 1, 1));
        QCOMPARE(o.reserved.size(), 1);
        QCOMPARE(o.reserved[0].effectiveHourly().micros(), 1000000);
        QVERIFY(!o.spot);
        QVERIFY(!o.monthly);
        QCOMPARE(f.gpus[0].denseTflops(Precision::TF32).value(), 60.0);
        QCOMPARE(f.gpus[0].sparseTflops(Precision::TF32).value(), 120.0);
        QVERIFY(!f.gpus[0].denseTflops(Precision::FP64));
    }

    void readsTheDateBasis_data()
    {
        QTest::addColumn<QByteArray>("member");
        QTest::addColumn<bool>("undated");
        QTest::newRow("absent: published") << QByteArray() << false;
        QTest::newRow("published") << QByteArray(R"(, "as_of_basis": "published")") << false;
        QTest::newRow("retrieved") << QByteArray(R"(, "as_of_basis": "retrieved")") << true;
    }

    void readsTheDateBasis()
    {
        QFETCH(QByteArray, member);
        QFETCH(bool, undated);
        const CatalogFragment f = CatalogLoader::loadData(
            replaced(R"("as_of": "2026-01-01")", R"("as_of": "2026-01-01")" + member), u"test.json"_s);
        QCOMPARE(f.issues.size(), 0);
        QCOMPARE(f.sources.value(u"s"_s).undated, undated);
        QCOMPARE(f.instances[0].offers[0].onDemandHourly->source->undated, undated);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("instancesLeft");
        QTest::addColumn<int>("offersLeft");

        for (const MalformedCase& c : malformedCases())
            QTest::newRow(qPrintable(c.name))
                << c.text << c.path << c.fragment << c.line << c.instancesLeft << c.offersLeft;
    }

    void malformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        QFETCH(int, line);
        QFETCH(int, instancesLeft);
        QFETCH(int, offersLeft);
        const Loaded l = load(text);
        QVERIFY2(countErrors(l.issues) >= 1, "expected at least one error");
        bool found = false;
        QStringList seen;
        for (const Issue& i : l.issues) {
            seen << i.toString();
            if (i.severity == Issue::Severity::Error && i.error.message.contains(fragment) &&
                (path.isEmpty() || i.error.path.startsWith(path)) && (line == 0 || i.error.line == line)) {
                found = true;
                QCOMPARE(i.error.file, u"test.json"_s);
            }
        }
        QVERIFY2(found, qPrintable(u"no error with \""_s + fragment + u"\" at \""_s + path + u"\"; got:\n"_s +
                                   seen.join(u'\n')));
        QCOMPARE(l.instances, instancesLeft);
        QCOMPARE(l.offers, offersLeft);
    }

    void warnsAboutUnknownKeysButLoads()
    {
        const Loaded l = load(replaced(R"("vcpus": 4,)", R"("vcpus": 4, "vcpu_count": 4,)"));
        QCOMPARE(countErrors(l.issues), 0);
        QCOMPARE(countWarnings(l.issues), 1);
        QCOMPARE(l.issues.front().error.path, u"instances[0].vcpu_count"_s);
        QCOMPARE(l.instances, 2);
    }

    void skipsAByteOrderMarkWithAWarning()
    {
        const Loaded l = load(QByteArray("\xEF\xBB\xBF") + baseCatalog());
        QCOMPARE(countErrors(l.issues), 0);
        QCOMPARE(countWarnings(l.issues), 1);
        QCOMPARE(l.instances, 2);
    }

    void acceptsCrlfLineEndings()
    {
        QByteArray text = baseCatalog();
        text.replace("\n", "\r\n");
        const Loaded l = load(text);
        QCOMPARE(l.issues.size(), 0);
        QCOMPARE(l.instances, 2);
    }

    void refusesFilesOverTheSizeLimit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"big.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(CatalogLoader::MaxFileBytes + 1));
        f.close();
        const CatalogFragment frag = CatalogLoader::loadFile(path);
        QCOMPARE(frag.issues.size(), 1);
        QCOMPARE(frag.issues.front().error.code, ErrorCode::TooLarge);
        QVERIFY(frag.issues.front().error.message.contains(u"limited to 16 MiB"_s));
        QVERIFY(!frag.readable);
    }

    void reportsAMissingPath()
    {
        IssueList issues;
        const auto frags = CatalogLoader::loadPath(u"/nonexistent/catalog.json"_s, issues);
        QVERIFY(frags.isEmpty());
        QCOMPARE(issues.size(), 1);
        QVERIFY(issues.front().error.message.contains(u"no such file or folder"_s));
    }

    void loadsEveryJsonFileOfAFolderInNameOrder()
    {
        QTemporaryDir dir;
        QFile a(dir.filePath(u"b.json"_s));
        QVERIFY(a.open(QIODevice::WriteOnly));
        a.write(baseCatalog());
        a.close();
        QFile b(dir.filePath(u"a.json"_s));
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(baseCatalog());
        b.close();
        QFile c(dir.filePath(u"notes.txt"_s));
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write("not a catalog");
        c.close();
        IssueList issues;
        const auto frags = CatalogLoader::loadPath(dir.path(), issues);
        QCOMPARE(frags.size(), 2);
        QVERIFY(frags[0].file.endsWith(u"a.json"_s));
        QVERIFY(frags[1].file.endsWith(u"b.json"_s));
    }

    void readsAllThreeReservationForms()
    {
        const QByteArray text =
            replaced(R"("reserved": [{"term_years": 1, "payment": "no_upfront", "hourly": 1.0}])",
                     R"("reserved": [{"term_years": 1, "payment": "no_upfront", "hourly": 1.0},
                                            {"term_years": 3, "payment": "all_upfront", "upfront": 26280},
                                            {"term_years": 3, "payment": "partial_upfront", "upfront": 8760, "hourly": 0.5},
                                            {"term_years": 1, "payment": "all_upfront", "effective_hourly": 0.9}])");
        CatalogFragment f = CatalogLoader::loadData(text, u"r.json"_s);
        QCOMPARE(countErrors(f.issues), 0);
        const Offer& o = f.instances[0].offers[0];
        QCOMPARE(o.reserved.size(), 4);
        // 26280 upfront over 3 x 8760 hours = 1.0 per hour
        QCOMPARE(o.reserved[1].effectiveHourly().micros(), 1000000);
        // 8760 / 26280 = 0.333333 + 0.5
        QCOMPARE(o.reserved[2].effectiveHourly().micros(), 833333);
        QCOMPARE(o.reservedEffectiveHourly(1)->micros(), 900000);
        QCOMPARE(o.reservedEffectiveHourly(3)->micros(), 833333);
    }
};

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
