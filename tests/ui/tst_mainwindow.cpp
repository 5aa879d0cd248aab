#include "catalog.h"
#include "testcatalog.h"
#include "mainwindow.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"

#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ui::MainWindow> makeWindow()
    {
        IssueList issues;
        Catalog c = loadBuiltinCatalog(&issues);
        return std::make_unique<ui::MainWindow>(std::move(c), issues);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
    }

    void showsTheCatalogWithAStatusBar()
    {
        auto w = makeWindow();
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QCOMPARE(w->windowTitle(), u"GPU Planner"_s);
        QVERIFY(w->tableView()->model()->rowCount() > 60);
        QVERIFY2(w->statusText().contains(u"catalog as of 2026-07-30"_s), qPrintable(w->statusText()));
        QVERIFY(w->statusText().contains(u"instance types"_s));
    }

    void searchFiltersAfterAPause()
    {
        auto w = makeWindow();
        w->show();
        const int all = w->proxy()->rowCount();
        QTest::keyClicks(w->searchBox(), u"h100 eastus"_s);
        QTRY_VERIFY(w->proxy()->rowCount() < all);
        for (int r = 0; r < w->proxy()->rowCount(); ++r)
            QCOMPARE(w->proxy()->index(r, ui::OfferTableModel::Region).data().toString(), u"eastus"_s);
        QVERIFY(w->statusText().contains(u" of "_s));
        w->searchBox()->clear();
        QTRY_COMPARE(w->proxy()->rowCount(), all);
    }

    void sortsByClickingAHeader()
    {
        auto w = makeWindow();
        w->show();
        w->tableView()->sortByColumn(ui::OfferTableModel::Vcpus, Qt::DescendingOrder);
        const int top = w->proxy()->index(0, ui::OfferTableModel::Vcpus).data(ui::OfferTableModel::RawRole).toInt();
        const int next = w->proxy()->index(1, ui::OfferTableModel::Vcpus).data(ui::OfferTableModel::RawRole).toInt();
        QVERIFY(top >= next);
        QCOMPARE(top, 208);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
