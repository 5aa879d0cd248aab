#include "catalog.h"
#include "importedcatalogstore.h"
#include "importer.h"
#include "testcatalog.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

// The imports of a catalog folder (core/import/importedcatalogstore.h): what `catalog
// import|list-sources|remove` and the import and Catalog Sources windows do with files.
class TestImportedCatalogStore : public QObject
{
    Q_OBJECT

private:
    ImportResult m_result;

private Q_SLOTS:
    void initTestCase()
    {
        QFile f(QStringLiteral(GP_TEST_DATA_DIR "/import/template.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        ImportOptions options;
        options.displayPath = u"template.csv"_s;
        options.fileDate = QDate(2026, 10, 1);
        const Catalog fixture = loadFixtureCatalog();
        const Result<ImportResult> r =
            importCatalog(f.readAll(), ImportFormat::CsvTemplate, options, fixture.gpus());
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().toString()));
        m_result = r.value();
        QVERIFY(m_result.report.offersImported > 0);
    }

    void savesListsAndReplaces()
    {
        QTemporaryDir home;
        const ImportedCatalogStore store(home.filePath(u"catalog"_s)); // made on the first save
        const Result<QString> saved = store.save(m_result);
        QVERIFY2(saved.ok(), qPrintable(saved.ok() ? QString() : saved.error().toString()));
        QCOMPARE(saved.value(), store.pathFor(m_result.report));
        QCOMPARE(QFileInfo(saved.value()).fileName(),
                 u"imported-%1-csv.json"_s.arg(m_result.report.provider));
        // A second import of the same provider and format replaces the file.
        QVERIFY(store.save(m_result).ok());
        const QList<ImportedCatalogInfo> list = store.list();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().provider, m_result.report.provider);
        QCOMPARE(list.first().offers, m_result.report.offersImported);
        QCOMPARE(list.first().sourceFile, u"template.csv"_s);
    }

    void savesWhereTold()
    {
        QTemporaryDir home;
        const ImportedCatalogStore store(home.path());
        const QString target = home.filePath(u"elsewhere.json"_s);
        QCOMPARE(store.save(m_result, target).value(), target);
        QVERIFY(QFile::exists(target));
        QVERIFY(store.list().isEmpty()); // not an import of the folder by its name
        const Result<QString> bad = store.save(m_result, home.filePath(u"no/such/folder/x.json"_s));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, ErrorCode::Io);
    }

    void removesByNameOrProvider_data()
    {
        QTest::addColumn<bool>("byProvider");
        QTest::newRow("by file name") << false;
        QTest::newRow("by provider") << true;
    }
    void removesByNameOrProvider()
    {
        QFETCH(bool, byProvider);
        QTemporaryDir home;
        const ImportedCatalogStore store(home.path());
        const QString path = store.save(m_result).value();
        const Result<QStringList> removed =
            store.remove(byProvider ? m_result.report.provider : QFileInfo(path).fileName());
        QVERIFY(removed.ok());
        QCOMPARE(removed.value(), QStringList{path});
        QVERIFY(!QFile::exists(path));
    }

    void namesTheImportsWhenNothingMatches()
    {
        QTemporaryDir home;
        const ImportedCatalogStore store(home.path());
        const QString path = store.save(m_result).value();
        const Result<QStringList> r = store.remove(u"nosuch"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::NotFound);
        QCOMPARE(r.error().message,
                 u"no imported catalog \"nosuch\"; imported: %1"_s.arg(QFileInfo(path).fileName()));
        QVERIFY(QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestImportedCatalogStore)
#include "tst_importedcatalogstore.moc"
