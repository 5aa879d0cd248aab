#include "../core/plantestdata.h"
#include "plandocument.h"
#include "planmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::PlanModel;

class TestPlanModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void passesTheModelTesterThroughEditsAndUndo()
    {
        ui::PlanDocument doc;
        PlanModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        doc.reset(plantest::twoPhasePlan(), QString());
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.setData(model.index(0, PlanModel::Count), 3));
        QCOMPARE(doc.plan().items[0].count, 3);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(doc.plan().items[0].count, 2);
        QVERIFY(!doc.isModified());
        Plan fewer = doc.plan();
        fewer.items.removeLast();
        doc.apply(fewer, u"remove"_s);
        QCOMPARE(model.rowCount(), 1);
        doc.undoStack()->undo();
        QCOMPARE(model.rowCount(), 2);
    }

    void showsCostsFromTheDocument()
    {
        ui::PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), QString());
        PlanModel model(&doc);
        // 2 x (6000 upfront) + 12 x 2 x 584
        QCOMPARE(model.index(0, PlanModel::Total).data().toString(), u"26,016.00"_s);
        QCOMPARE(model.index(0, PlanModel::Monthly).data().toString(), u"1,168.00"_s);
        QCOMPARE(model.index(1, PlanModel::Usage).data().toString(), u"365"_s);
        QCOMPARE(model.index(0, PlanModel::Usage).data().toString(), u"730 (plan)"_s);
        QCOMPARE(model.headerData(PlanModel::Total, Qt::Horizontal).toString(), u"Total USD"_s);
    }

    // Storage, transfer and fixed items: what they are, their GB, their kind, their amounts; only start,
    // months (not for one-off items) and phase are edited in place.
    void showsEveryKindOfItem()
    {
        ui::PlanDocument doc;
        PlanModel model(&doc);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        doc.reset(plantest::mixedPlan(), QString());
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.index(2, PlanModel::Instance).data().toString(), u"object storage, cloud-a r1"_s);
        QCOMPARE(model.index(2, PlanModel::Count).data().toString(), u"1000 GB"_s);
        QCOMPARE(model.index(2, PlanModel::Pricing).data().toString(), u"Storage, +500 GB a month"_s);
        QCOMPARE(model.index(2, PlanModel::Monthly).data().toString(), u"23.00"_s); // the first month
        QCOMPARE(model.index(2, PlanModel::Total).data().toString(), u"103.50"_s);
        QCOMPARE(model.index(3, PlanModel::Pricing).data().toString(), u"Data transfer, once"_s);
        QCOMPARE(model.index(3, PlanModel::Total).data().toString(), u"5,010.20"_s);
        QCOMPARE(model.index(5, PlanModel::Instance).data().toString(), u"support plan"_s);
        QCOMPARE(model.index(5, PlanModel::Region).data().toString(), QString());
        QCOMPARE(model.index(5, PlanModel::Pricing).data().toString(), u"Other, per month"_s);
        QCOMPARE(model.index(6, PlanModel::Pricing).data().toString(), u"Other, once"_s);
        QVERIFY(model.index(5, PlanModel::Pricing).data(PlanModel::ChoicesRole).toStringList().isEmpty());
        for (int column : {int(PlanModel::Count), int(PlanModel::Pricing), int(PlanModel::Usage)}) {
            QVERIFY(!(model.flags(model.index(2, column)) & Qt::ItemIsEditable));
            QVERIFY(!model.setData(model.index(2, column), 5));
        }
        QVERIFY(!(model.flags(model.index(6, PlanModel::Months)) & Qt::ItemIsEditable)); // one-off
        QVERIFY(model.flags(model.index(5, PlanModel::Months)) & Qt::ItemIsEditable);
        QVERIFY(model.setData(model.index(2, PlanModel::Months), 4)); // one more month of 2,500 GB
        QCOMPARE(model.index(2, PlanModel::Total).data().toString(), u"161.00"_s);
        QCOMPARE(model.headerData(PlanModel::Instance, Qt::Horizontal).toString(), u"Item"_s);
    }

    void editsAreChecked_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("count 0") << int(PlanModel::Count) << QVariant(0) << false;
        QTest::newRow("count 4") << int(PlanModel::Count) << QVariant(4) << true;
        QTest::newRow("start past month 600") << int(PlanModel::Start) << QVariant(600) << false;
        QTest::newRow("months 24") << int(PlanModel::Months) << QVariant(24) << true;
        QTest::newRow("usage 800 h") << int(PlanModel::Usage) << QVariant(800.0) << false;
        QTest::newRow("usage 200 h") << int(PlanModel::Usage) << QVariant(200.0) << true;
        QTest::newRow("phase") << int(PlanModel::Phase) << QVariant(u"pre-training"_s) << true;
        QTest::newRow("a price the item has") << int(PlanModel::Pricing) << QVariant(u"on-demand"_s) << true;
        QTest::newRow("a price the item lacks") << int(PlanModel::Pricing) << QVariant(u"spot"_s) << false;
        QTest::newRow("a reservation without payment")
            << int(PlanModel::Pricing) << QVariant(u"reserved-1y"_s) << false;
        QTest::newRow("nonsense pricing") << int(PlanModel::Pricing) << QVariant(u"weekly"_s) << false;
        QTest::newRow("not editable") << int(PlanModel::Total) << QVariant(5) << false;
    }
    void editsAreChecked()
    {
        QFETCH(int, column);
        QFETCH(QVariant, value);
        QFETCH(bool, accepted);
        ui::PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), QString());
        PlanModel model(&doc);
        QCOMPARE(model.setData(model.index(0, column), value), accepted);
        QCOMPARE(doc.undoStack()->count(), accepted ? 1 : 0);
    }

    // A cell edit that would make the item cost more than money is kept in (10^12) is not made.
    void anEditThatCannotBePricedIsNotMade()
    {
        ui::PlanDocument doc;
        doc.reset(plantest::pastTheMoneyRange(1), QString());
        QSignalSpy refused(&doc, &ui::PlanDocument::editRefused);
        PlanModel model(&doc);
        QVERIFY(!model.setData(model.index(0, PlanModel::Months), 200)); // 1.46 x 10^12 USD
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(doc.plan().items[0].months, 100);
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused[0][0].toString().contains(u"the amounts are too large to compute"_s),
                 qPrintable(refused[0][0].toString()));
        QVERIFY(model.setData(model.index(0, PlanModel::Months), 120)); // 8.76 x 10^11: still in range
        QCOMPARE(refused.size(), 1);
    }

    void pricingChoicesComeFromTheStoredPrices()
    {
        ui::PlanDocument doc;
        doc.reset(plantest::twoPhasePlan(), QString());
        PlanModel model(&doc);
        const QStringList choices =
            model.index(0, PlanModel::Pricing).data(PlanModel::ChoicesRole).toStringList();
        QCOMPARE(choices, (QStringList{u"on-demand\tOn-demand"_s,
                                       u"reserved-1y/partial_upfront\tReserved 1 year, partial upfront"_s}));
    }
};

QTEST_MAIN(TestPlanModel)
#include "tst_planmodel.moc"
