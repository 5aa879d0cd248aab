// Prints how fast the explorer filters, clears, sorts and first paints a 100,000-offer (or OFFERS) catalog.
#include "bigcatalog.h"
#include "chartswidget.h"
#include "filterpanel.h"
#include "mainwindow.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace Qt::StringLiterals;

namespace {
// Waits until the widget has painted once.
class PaintWatcher : public QObject
{
public:
    bool painted = false;
    bool eventFilter(QObject* o, QEvent* e) override
    {
        if (e->type() == QEvent::Paint)
            painted = true;
        return QObject::eventFilter(o, e);
    }
};

double ms(const QElapsedTimer& t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

// Median and worst of n runs of f (each run returns its own time in ms).
template <typename F> void report(const char* what, int n, F f)
{
    std::vector<double> times;
    for (int i = 0; i < n; ++i)
        times.push_back(f());
    std::sort(times.begin(), times.end());
    std::printf("%-52s median %7.1f ms   worst %7.1f ms   (%d runs)\n", what, times[times.size() / 2],
                times.back(), n);
}
} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setStyle(u"Fusion"_s);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"gpu-planner-bench"_s);

    QElapsedTimer t;
    t.start();
    gp::IssueList issues;
    // bench_explorer [OFFERS]: 100,000 unless given (bench/run passes 1,000,000).
    const int offers = argc > 1 ? std::max(1000, std::atoi(argv[1])) : 100'000;
    gp::Catalog catalog = multipliedBuiltinCatalog(offers, issues);
    const qsizetype rows = catalog.rows().size();
    std::printf("catalog: %lld offer rows built from the built-in catalog in %.0f ms\n", (long long)rows,
                ms(t));

    {
        gp::ui::OfferTableModel model;
        QElapsedTimer k;
        k.start();
        model.setCatalog(&catalog);
        std::printf("%-52s %7.1f ms\n", "table model alone: set the catalog", ms(k));
        for (const int column :
             {int(gp::ui::OfferTableModel::OnDemand), int(gp::ui::OfferTableModel::Instance)}) {
            model.sort(column, Qt::DescendingOrder); // the keys, once
            k.restart();
            model.sort(column, Qt::AscendingOrder);
            std::printf("%-52s %7.1f ms\n",
                        column == gp::ui::OfferTableModel::OnDemand
                            ? "table model alone: sort by on-demand price"
                            : "table model alone: sort by instance name",
                        ms(k));
        }
        gp::ui::OfferSortFilterProxy proxy;
        proxy.setSourceModel(&model);
        k.restart();
        proxy.sort(gp::ui::OfferTableModel::Provider);
        std::printf("%-52s %7.1f ms\n", "proxy alone: sort by provider name", ms(k));
        k.restart();
        proxy.sort(gp::ui::OfferTableModel::OnDemand);
        std::printf("%-52s %7.1f ms\n", "proxy alone: sort by on-demand price", ms(k));
        k.restart();
        gp::OfferFilter f;
        f.text = u"h100"_s;
        proxy.setOfferFilter(f);
        const int shown = proxy.rowCount(); // the proxy maps rows when asked
        std::printf("%-52s %7.1f ms (%d rows)\n", "proxy alone: first text filter (builds search texts)",
                    ms(k), shown);
        k.restart();
        proxy.setOfferFilter(gp::OfferFilter{});
        const int all = proxy.rowCount();
        std::printf("%-52s %7.1f ms (%d rows)\n", "proxy alone: clear the filter", ms(k), all);
        k.restart();
        proxy.setGroupedByInstance(true); // "One row per instance", a new user's view
        const int types = proxy.rowCount();
        std::printf("%-52s %7.1f ms (%d rows)\n", "proxy alone: one row per instance", ms(k), types);
        k.restart();
        proxy.setOfferFilter(f);
        const int shownTypes = proxy.rowCount();
        std::printf("%-52s %7.1f ms (%d rows)\n", "proxy alone: text filter, one row per instance", ms(k),
                    shownTypes);
        k.restart();
        proxy.sort(gp::ui::OfferTableModel::Spot);
        std::printf("%-52s %7.1f ms\n", "proxy alone: sort by spot price, one row per instance", ms(k));
    }

    {
        // The font system starts with the first widget a process paints, whatever the catalog; warm it
        // up so the next figure is the explorer's own.
        QElapsedTimer k;
        k.start();
        QLabel label(u"warm-up"_s);
        PaintWatcher w;
        label.installEventFilter(&w);
        label.show();
        while (!w.painted)
            QCoreApplication::processEvents();
        std::printf("%-52s %7.1f ms\n", "font system warm-up (first widget of the process)", ms(k));
    }

    t.restart();
    gp::ui::MainWindow window(std::move(catalog), issues);
    const double built = ms(t);
    PaintWatcher watcher;
    window.tableView()->viewport()->installEventFilter(&watcher);
    window.resize(1440, 900);
    window.show();
    while (!watcher.painted)
        QCoreApplication::processEvents();
    std::printf("%-52s %7.1f ms (built in %.1f ms)\n", "main window built, shown and table painted", ms(t),
                built);

    gp::ui::OfferSortFilterProxy* proxy = window.proxy();
    QTableView* view = window.tableView();
    auto paintNow = [&] {
        watcher.painted = false;
        view->viewport()->update();
        while (!watcher.painted)
            QCoreApplication::processEvents();
    };

    // One keystroke after the debounce: "h10" -> "h100" narrows; each run starts from "h10".
    report("filter change: search \"h10\" -> \"h100\" + repaint", 9, [&] {
        gp::OfferFilter f;
        f.text = u"h10"_s;
        proxy->setOfferFilter(f);
        paintNow();
        QElapsedTimer k;
        k.start();
        f.text = u"h100"_s;
        proxy->setOfferFilter(f);
        paintNow();
        return ms(k);
    });
    report("filter change: provider aws -> aws+gcp + repaint", 9, [&] {
        window.filterPanel()->setProviders({u"aws"_s});
        paintNow();
        QElapsedTimer k;
        k.start();
        window.filterPanel()->setProviders({u"aws"_s, u"gcp"_s});
        paintNow();
        return ms(k);
    });
    report("clear all filters (from search + provider) + repaint", 9, [&] {
        gp::OfferFilter f;
        f.text = u"a100"_s;
        f.providers = {u"aws"_s};
        proxy->setOfferFilter(f);
        paintNow();
        QElapsedTimer k;
        k.start();
        proxy->setOfferFilter(gp::OfferFilter{});
        paintNow();
        return ms(k);
    });
    for (int column : {int(gp::ui::OfferTableModel::OnDemand), int(gp::ui::OfferTableModel::TflopsPerPrice),
                       int(gp::ui::OfferTableModel::Instance)}) {
        const QByteArray name =
            "sort by " + proxy->headerData(column, Qt::Horizontal).toString().toUtf8() + " + repaint";
        report(name.constData(), 7, [&] {
            view->sortByColumn(gp::ui::OfferTableModel::Provider, Qt::AscendingOrder);
            paintNow();
            QElapsedTimer k;
            k.start();
            view->sortByColumn(column, Qt::DescendingOrder);
            paintNow();
            return ms(k);
        });
    }
    report("display currency USD -> CNY (recompute all rows)", 5, [&] {
        gp::Preferences p = window.model()->preferences();
        p.displayCurrency = p.displayCurrency == u"USD"_s ? u"CNY"_s : u"USD"_s;
        QElapsedTimer k;
        k.start();
        window.applyPreferences(p, gp::ExchangeRates::builtin());
        paintNow();
        return ms(k);
    });
    std::printf("rows shown at the end: %d of %lld\n", proxy->rowCount(), (long long)rows);

    // The Charts tab: the first chart of every shown offer (worked out in slices), then each kind. The
    // longest wait between two ticks of a 1 ms timer is the longest the event loop was blocked.
    gp::ui::ChartsWidget* charts = window.charts();
    QTimer tick;
    tick.setInterval(1);
    QElapsedTimer sinceTick;
    double blocked = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        blocked = std::max(blocked, ms(sinceTick));
        sinceTick.restart();
    });
    const auto untilDrawn = [&](const char* what, const std::function<void()>& start) {
        bool ready = false;
        const auto c = QObject::connect(charts, &gp::ui::ChartsWidget::chartReady, [&] { ready = true; });
        blocked = 0;
        QElapsedTimer k;
        k.start();
        sinceTick.start();
        tick.start();
        start();
        while (!ready)
            QCoreApplication::processEvents();
        QCoreApplication::processEvents(); // the paint
        const double took = ms(k);
        blocked = std::max(blocked, ms(sinceTick));
        tick.stop();
        QObject::disconnect(c);
        std::printf("%-52s %7.1f ms   event loop blocked at most %.1f ms\n", what, took, blocked);
    };
    window.filterPanel()->setProviders({});
    proxy->setOfferFilter(gp::OfferFilter{});
    std::printf("charts of all %d offers\n", proxy->rowCount());
    untilDrawn("charts tab shown: performance vs price, every offer",
               [&] { window.tabs()->setCurrentIndex(gp::ui::MainWindow::ChartsTab); });
    untilDrawn("charts: switch kind to value ranking", [&] { charts->setKind(gp::ui::ChartsWidget::Value); });
    untilDrawn("charts: switch kind to cost over time",
               [&] { charts->setKind(gp::ui::ChartsWidget::CostOverTime); });
    untilDrawn("charts: switch kind to plan budget", [&] { charts->setKind(gp::ui::ChartsWidget::Budget); });
    untilDrawn("charts: switch kind to performance vs price",
               [&] { charts->setKind(gp::ui::ChartsWidget::PerfPrice); });
    return 0;
}
