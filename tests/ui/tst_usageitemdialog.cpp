// ui/usageitemdialog and the Plan tab's Add storage / data transfer / other cost: defaults from the plan's
// instance item, the catalog's price for the region or the user's own, the preview costed by the plan's rule.
#include "plandocument.h"
#include "planservice.h"
#include "planwidget.h"
#include "testcatalog.h"
#include "usageitemdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;
using namespace gp;
using gp::ui::UsageItemDialog;

class TestUsageItemDialog : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    Plan trainingPlan() const
    {
        const InstanceType* inst = m_catalog.instance(u"aws/p4d.24xlarge"_s);
        for (const Offer& o : inst->offers) {
            if (o.region == u"us-east-1"_s) {
                planservice::ItemRequest r;
                r.months = 6;
                r.startMonth = 2;
                r.phase = u"training"_s;
                Plan plan;
                plan.name = u"p"_s;
                plan.fx.set(u"CNY"_s, FxRate{7'100'000, QDate(2026, 11, 1), u"test rate"_s});
                plan.items << planservice::itemForOffer({inst, m_catalog.gpu(inst->gpuId), &o}, r).value();
                return plan;
            }
        }
        qFatal("no p4d offer in us-east-1");
    }

    template <typename T> static T* child(const QWidget& w, const char* name)
    {
        T* c = w.findChild<T*>(QString::fromLatin1(name));
        if (!c)
            qFatal("no child %s", name);
        return c;
    }

    static bool okEnabled(const QDialog& d)
    {
        return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = loadSnapshotCatalog();
        m_catalog.addUsagePrices(loadUsagePriceFixture());
    }

    // Provider, region, months and phase come from the instance item; the catalog's tiered price is used.
    void storageStartsFromTheInstanceItem()
    {
        UsageItemDialog d(UsageItemDialog::Mode::Storage, m_catalog, trainingPlan(), 0);
        QCOMPARE(child<QComboBox>(d, "provider")->currentData().toString(), u"aws"_s);
        QCOMPARE(child<QComboBox>(d, "region")->currentText(), u"us-east-1"_s);
        QCOMPARE(child<QSpinBox>(d, "startMonth")->value(), 2);
        QCOMPARE(child<QSpinBox>(d, "months")->value(), 6);
        QCOMPARE(child<QComboBox>(d, "phase")->currentText(), u"training"_s);
        QVERIFY2(child<QLabel>(d, "catalogPrice")
                     ->text()
                     .contains(u"Fixture object storage: 0.023 to 51,200 GB"_s),
                 qPrintable(child<QLabel>(d, "catalogPrice")->text()));
        QVERIFY(!child<QCheckBox>(d, "ownPrice")->isChecked());
        child<QSpinBox>(d, "gb")->setValue(60'000);
        child<QSpinBox>(d, "months")->setValue(1);
        QVERIFY(okEnabled(d));
        QVERIFY(d.item());
        QCOMPARE(d.item()->kind, PlanItemKind::Storage);
        QCOMPARE(d.item()->usagePrice.tiers.size(), 3);
        QCOMPARE(d.item()->phase, u"training"_s);
        // 51,200 GB at 0.023 + 8,800 at 0.022
        QVERIFY2(d.previewText().startsWith(u"Adds 1,371.20 USD over 1 month"_s),
                 qPrintable(d.previewText()));
        child<QSpinBox>(d, "growth")->setValue(1000);
        child<QSpinBox>(d, "months")->setValue(2);
        // + month 2: 51,200 at 0.023 + 9,800 at 0.022 = 1,393.20
        QVERIFY2(d.previewText().startsWith(u"Adds 2,764.40 USD over 2 months"_s),
                 qPrintable(d.previewText()));
    }

    // Where the catalog has no price, the user's own is required (and then used).
    void aRegionWithoutAPriceAsksForOne()
    {
        UsageItemDialog d(UsageItemDialog::Mode::Storage, m_catalog, trainingPlan(), 0);
        child<QComboBox>(d, "storageClass")->setCurrentIndex(1); // block
        child<QComboBox>(d, "region")->setCurrentText(u"eu-west-1"_s);
        QVERIFY2(child<QLabel>(d, "catalogPrice")->text().contains(u"no published block storage price"_s),
                 qPrintable(child<QLabel>(d, "catalogPrice")->text()));
        QCheckBox* own = child<QCheckBox>(d, "ownPrice");
        QVERIFY(own->isChecked());
        QVERIFY(!own->isEnabled());
        QVERIFY(!okEnabled(d));
        QVERIFY(!d.item());
        QVERIFY(d.previewText().contains(u"price per GB"_s));
        child<QDoubleSpinBox>(d, "pricePerGb")->setValue(0.05);
        QVERIFY(okEnabled(d));
        QCOMPARE(d.item()->usagePrice.tiers, (QList<PriceTier>{{std::nullopt, 50'000}}));
        QCOMPARE(d.item()->usagePrice.kind, UsageKind::BlockStorage);
        QCOMPARE(d.item()->region, u"eu-west-1"_s);
        // Back in a region with a price: the catalog's again, unless the user keeps their own.
        child<QComboBox>(d, "region")->setCurrentText(u"us-east-1"_s);
        QVERIFY(own->isEnabled());
        QVERIFY(own->isChecked());
        own->setChecked(false);
        QCOMPARE(d.item()->usagePrice.tiers.first().microsPerGb, 80'000);
    }

    void transferOnceLastsOneMonth()
    {
        UsageItemDialog d(UsageItemDialog::Mode::Transfer, m_catalog, trainingPlan(), 0);
        child<QSpinBox>(d, "gb")->setValue(60'000);
        child<QSpinBox>(d, "months")->setValue(2);
        QCOMPARE(d.item()->usagePrice.freeGb, 100);
        // 100 GB free, 10,140 at 0.09 + 40,960 at 0.085 + 8,800 at 0.07 = 5,010.20 a month
        QVERIFY2(d.previewText().startsWith(u"Adds 10,020.40 USD over 2 months"_s),
                 qPrintable(d.previewText()));
        child<QRadioButton>(d, "once")->setChecked(true);
        QVERIFY(!child<QSpinBox>(d, "months")->isEnabled());
        QCOMPARE(d.item()->months, 1);
        QVERIFY(d.item()->once);
        QVERIFY2(d.previewText().startsWith(u"Adds 5,010.20 USD over 1 month"_s),
                 qPrintable(d.previewText()));
    }

    void fixedNeedsALabelAndTakesItsCurrency()
    {
        UsageItemDialog d(UsageItemDialog::Mode::Fixed, m_catalog, trainingPlan(), 0);
        QVERIFY(!okEnabled(d));
        QVERIFY(d.problem().contains(u"what the amount is for"_s));
        QCOMPARE(child<QComboBox>(d, "provider")->currentData().toString(), u"aws"_s); // paid to the cloud
        child<QLineEdit>(d, "label")->setText(u"support plan"_s);
        child<QDoubleSpinBox>(d, "amount")->setValue(1000);
        child<QComboBox>(d, "currency")->setCurrentText(u"CNY"_s);
        QVERIFY2(okEnabled(d), qPrintable(d.problem()));
        QCOMPARE(d.item()->amount->currency(), u"CNY"_s);
        QCOMPARE(d.item()->amount->micros(), 1'000'000'000);
        QCOMPARE(d.item()->months, 6);
        // 1,000 CNY at 7.1 a dollar = 140.85 USD a month
        QVERIFY2(d.previewText().startsWith(u"Adds 845.10 USD over 6 months"_s), qPrintable(d.previewText()));
        child<QRadioButton>(d, "once")->setChecked(true);
        QCOMPARE(d.item()->months, 1);
    }

    // An empty plan: the first provider and region with a catalog price of the kind.
    void anEmptyPlanStartsWhereThereIsAPrice()
    {
        Plan empty;
        empty.name = u"e"_s;
        UsageItemDialog d(UsageItemDialog::Mode::Transfer, m_catalog, empty);
        QCOMPARE(child<QComboBox>(d, "provider")->currentData().toString(), u"aws"_s);
        QVERIFY(!child<QComboBox>(d, "region")->currentText().isEmpty());
        QVERIFY(okEnabled(d));
        QCOMPARE(child<QSpinBox>(d, "months")->value(), planservice::ItemRequest::DefaultMonths);
    }

    // The Plan tab: the three buttons, and an added item in the totals per kind, undoable.
    void thePlanTabAddsThemAsOneUndoableStep()
    {
        ui::PlanDocument doc;
        doc.reset(trainingPlan(), QString());
        ui::PlanWidget widget(&doc, m_catalog);
        for (const char* name : {"addStorage", "addTransfer", "addOtherCost"})
            QVERIFY(widget.findChild<QPushButton*>(QString::fromLatin1(name)));
        UsageItemDialog d(UsageItemDialog::Mode::Storage, m_catalog, doc.plan(), 0);
        QVERIFY(widget.addUsageItem(*d.item()));
        QCOMPARE(doc.plan().items.size(), 2);
        QCOMPARE(doc.plan().items[1].kind, PlanItemKind::Storage);
        QCOMPARE(doc.cost().perKind.size(), 4);
        QVERIFY(doc.cost().perKind[1].total.micros() > 0);
        doc.undoStack()->undo();
        QCOMPARE(doc.plan().items.size(), 1);
    }
};

QTEST_MAIN(TestUsageItemDialog)
#include "tst_usageitemdialog.moc"
