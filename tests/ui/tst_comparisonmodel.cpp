#include "catalog.h"
#include "comparisonmodel.h"
#include "comparisonwidget.h"
#include "testcatalog.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::ComparisonModel;

class TestComparisonModel : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    QList<const OfferRow*> rows(const QStringList& ids)
    {
        QList<const OfferRow*> out;
        for (const QString& id : ids) {
            for (const OfferRow& r : m_catalog.rows()) {
                if (r.instance->id() == id && r.region() == u"us-east-1"_s)
                    out << &r;
            }
        }
        return out;
    }

    static int rowOf(const ComparisonModel& m, const QString& key)
    {
        for (int r = 0; r < m.shownRows().size(); ++r) {
            if (m.shownRows()[r].key == key)
                return r;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = loadSnapshotCatalog();
    }

    void passesTheModelTester()
    {
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<Comparison::Column> columns;
        for (const OfferRow* r : rows({u"aws/p4d.24xlarge"_s, u"aws/p5.48xlarge"_s, u"aws/g5.xlarge"_s}))
            columns << *r;
        model.setComparison(Comparison::fromColumns(columns, m_catalog, {}));
        QCOMPARE(model.columnCount(), 3);
        model.setOnlyDifferences(true);
        model.setOnlyDifferences(false);
        model.setComparison(Comparison());
        QCOMPARE(model.rowCount(), 0);
    }

    void marksBestAndDifferences()
    {
        ui::ComparisonWidget widget(m_catalog);
        QCOMPARE(
            widget.addOffers(rows({u"aws/p4d.24xlarge"_s, u"aws/p5.48xlarge"_s, u"aws/p4de.24xlarge"_s})), 3);
        const ComparisonModel& m = *widget.model();
        const int bf16 = rowOf(m, u"bf16_tflops_total"_s);
        QVERIFY(bf16 >= 0);
        QCOMPARE(m.index(bf16, 1).data(ComparisonModel::BestRole).toBool(), true); // p5 has the most
        QCOMPARE(m.index(bf16, 0).data(ComparisonModel::BestRole).toBool(), false);
        QVERIFY(m.index(bf16, 1).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(m.index(bf16, 0).data(Qt::BackgroundRole).isValid()); // differs: tinted
        const int all = m.rowCount();
        widget.onlyDifferencesBox()->setChecked(true);
        QVERIFY(m.rowCount() < all);
        for (int r = 0; r < m.rowCount(); ++r)
            QVERIFY(m.index(r, 0).data(ComparisonModel::DiffersRole).toBool());
        QCOMPARE(rowOf(m, u"provider"_s), -1); // all AWS: the same
    }

    void costsForTheSameHorizon()
    {
        ui::ComparisonWidget widget(m_catalog);
        Preferences p;
        p.horizonMonths = 3;
        p.usageCentiHours = 10000; // 100 h
        widget.setDisplay(p, snapshotRates());
        widget.addOffers(rows({u"aws/p5.48xlarge"_s, u"aws/p4d.24xlarge"_s}));
        const ComparisonModel& m = *widget.model();
        const int od = rowOf(m, u"cost_on_demand_total"_s);
        QVERIFY(od >= 0);
        QCOMPARE(m.headerData(od, Qt::Vertical).toString(), u"Total over 3 months: on-demand"_s);
        // 55.04 x 100 h x 3 months
        QCOMPARE(m.index(od, 0).data().toString(), u"16,512.00 USD"_s);
        QVERIFY(rowOf(m, u"cheapest_pricing"_s) >= 0);
    }

    void holdsSixAtMostAndCopies()
    {
        ui::ComparisonWidget widget(m_catalog);
        QList<const OfferRow*> many;
        for (const OfferRow& r : m_catalog.rows()) {
            if (many.size() < 8)
                many << &r;
        }
        QCOMPARE(widget.addOffers(many), 6);
        QCOMPARE(widget.addOffers(many), 0);
        const QString csv = widget.asCsv();
        QVERIFY(csv.startsWith(u"Attribute,"_s));
        QVERIFY(csv.contains(u"\r\n"_s));
        QVERIFY(widget.asText().contains(u"GPU interconnect"_s));
        widget.clear();
        QCOMPARE(widget.model()->columnCount(), 0);
    }
};

QTEST_MAIN(TestComparisonModel)
#include "tst_comparisonmodel.moc"
