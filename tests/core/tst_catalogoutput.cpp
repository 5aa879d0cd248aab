#include "catalog.h"
#include "catalogoutput.h"
#include "testcatalog.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

Catalog fixtureCatalog(const QStringList& paths)
{
    IssueList issues;
    return Catalog::load(onlyTheseFiles(paths), issues);
}

std::string indented(const std::string& text, int indent)
{
    std::string out;
    for (char c : text) {
        out += c;
        if (c == '\n')
            out.append(std::size_t(indent), ' ');
    }
    return out;
}

} // namespace

class TestCatalogOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void streamedRowIsTheObjectsText_data()
    {
        QTest::addColumn<QStringList>("paths");
        const QString data = QStringLiteral(GP_TEST_DATA_DIR);
        QTest::newRow("snapshot") << QStringList{data + u"/snapshot"_s};
        QTest::newRow("fixture") << QStringList{data + u"/fixture"_s};
        // Monthly, spot, every reservation shape, undated sources, a retired and a vGPU-share instance.
        QTest::newRow("every field") << QStringList{data + u"/snapshot/gpus.json"_s,
                                                    data + u"/cache/every-field.json"_s};
    }
    void streamedRowIsTheObjectsText()
    {
        QFETCH(QStringList, paths);
        const Catalog catalog = fixtureCatalog(paths);
        QVERIFY(catalog.rows().size() > 1);
        for (const OfferRow& row : catalog.rows()) {
            const OutJson object = offerRowToJson(row, catalog);
            for (int indent : {0, 2, 5}) {
                std::string streamed;
                appendOfferRowJson(streamed, row, catalog, indent);
                QCOMPARE(QString::fromStdString(streamed),
                         QString::fromStdString(indented(object.dump(2), indent)));
            }
            // A sort key alone is the object's member.
            for (auto it = object.begin(); it != object.end(); ++it)
                QCOMPARE(QString::fromStdString(offerRowValue(row, catalog, it.key()).dump()),
                         QString::fromStdString(it->dump()));
            QVERIFY(offerRowValue(row, catalog, "no_such_key").is_null());
        }
    }

    void streamedRowAppends()
    {
        const QString data = QStringLiteral(GP_TEST_DATA_DIR);
        const Catalog catalog = fixtureCatalog({data + u"/fixture"_s});
        std::string text = "[\n  ";
        appendOfferRowJson(text, catalog.rows().front(), catalog, 2);
        QVERIFY(text.starts_with("[\n  {\n    \"id\": "));
        QVERIFY(text.ends_with("\n  }"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogOutput)
#include "tst_catalogoutput.moc"
