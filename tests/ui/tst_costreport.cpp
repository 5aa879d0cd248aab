#include "costreport.h"
#include "planservice.h"
#include "plantestdata.h"
#include "reportsections.h"
#include "testcatalog.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace Qt::StringLiterals;
using namespace gp;

class TestCostReport : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    QTemporaryDir m_dir;

    static QByteArray read(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    report::ReportInput planInput()
    {
        report::ReportInput in;
        in.title = u"Fine-tune then serve"_s;
        in.author = u"Planning team"_s;
        in.date = QDate(2026, 11, 29);
        in.catalog = &m_catalog;
        Plan plan = plantest::twoPhasePlan();
        plan.budget.total = Money(40'000 * Money::MicrosPerUnit, u"USD"_s);
        in.plan = plan;
        return in;
    }

private Q_SLOTS:
    // Six offers side by side: every line of an id or region in a column head ends at a separator (/ . _ -)
    // or at the end of the id, never inside a word such as "johannesburg".
    void idsBreakOnlyAtSeparators_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("A4 portrait") << 640;
        QTest::newRow("landscape") << 900;
    }
    void idsBreakOnlyAtSeparators()
    {
        QFETCH(int, width);
        const QList<std::pair<QString, QString>> heads{
            {u"aws/p5.48xlarge"_s, u"us-east-1"_s},     {u"azure/Standard_ND96isr_H100_v5"_s, u"eastus"_s},
            {u"gcp/a3-highgpu-8g"_s, u"us-central1"_s}, {u"aws/p4d.24xlarge"_s, u"us-east-2"_s},
            {u"aws/g6e.48xlarge"_s, u"us-east-1"_s},    {u"oci/BM.GPU.H100.8"_s, u"af-johannesburg-1"_s}};
        QString html = u"<table width='100%'><tr><th>Bought as</th>"_s;
        for (const auto& [id, region] : heads)
            html += gp::report::idHeaderHtml(id, region, heads.size());
        html += u"</tr></table>"_s;
        QTextDocument doc;
        doc.setHtml(html);
        doc.setTextWidth(width);
        doc.documentLayout(); // lays the document out
        int wrapped = 0;
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
            const QTextLayout* layout = b.layout();
            const QString text = b.text();
            for (int i = 0; i + 1 < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                const qsizetype end = line.textStart() + line.textLength();
                const QChar last = text.at(end - 1);
                if (last == QChar::LineSeparator) // the <br> between id and region
                    continue;
                ++wrapped;
                QVERIFY2(last == QChar(0x200B) || last.isSpace() || u"/._-"_s.contains(last),
                         qPrintable(u"broken inside a word: "_s + text.left(end) + u" | "_s + text.mid(end)));
            }
        }
        QVERIFY(wrapped > 0); // the columns are narrow enough to wrap: the check ran
    }

    // With a dark application palette (white text), the report's text is still drawn dark on the page.
    void textIsDarkOnPaperWithADarkPalette()
    {
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::WindowText, Qt::white);
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        QApplication::setPalette(dark);
        QTextDocument doc;
        doc.setHtml(
            u"<p>Total 1,021,356.00 USD</p><table border=1><tr><th>Pricing</th><td>On-demand</td></tr>"
            u"</table>"_s);
        doc.setTextWidth(380);
        QImage page(400, 200, QImage::Format_RGB32);
        page.fill(Qt::white);
        {
            QPainter p(&page);
            report::drawOnPaper(p, doc, QRectF(0, 0, 400, 200));
        }
        QApplication::setPalette(before);
        int darkPixels = 0;
        for (int y = 0; y < page.height(); ++y) {
            for (int x = 0; x < page.width(); ++x)
                darkPixels += qGray(page.pixel(x, y)) < 80 ? 1 : 0;
        }
        QVERIFY2(darkPixels > 100, qPrintable(QString::number(darkPixels)));
    }

    // The whole report, every page, paints the same pixels whatever the application's palette: View > Dark
    // Palette once drew the tables in near-white text on the white page.
    void wholeReportIsTheSameOnPaperWithADarkPalette()
    {
        const QSizeF a4(515, 770); // A4's printable area in points (15 mm margins)
        const QList<QImage> light = report::renderReportPages(planInput(), a4, 40);
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        for (QPalette::ColorRole role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
            dark.setColor(role, QColor(235, 235, 235));
        for (QPalette::ColorRole role : {QPalette::Base, QPalette::Window, QPalette::Button})
            dark.setColor(role, QColor(32, 33, 36));
        QApplication::setPalette(dark);
        const QList<QImage> onDark = report::renderReportPages(planInput(), a4, 40);
        QApplication::setPalette(before);
        QVERIFY(light.size() >= 4);
        QCOMPARE(onDark.size(), light.size());
        for (int i = 0; i < light.size(); ++i)
            QVERIFY2(onDark[i] == light[i], qPrintable(u"page %1 differs"_s.arg(i + 1)));
        // And the pages carry dark text: page 1 (summary and assumptions) has plenty of dark pixels.
        int darkPixels = 0;
        for (int y = 0; y < light[0].height(); ++y) {
            for (int x = 0; x < light[0].width(); ++x)
                darkPixels += qGray(light[0].pixel(x, y)) < 100 ? 1 : 0;
        }
        QVERIFY2(darkPixels > 1000, qPrintable(QString::number(darkPixels)));
    }

    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = loadSnapshotCatalog();
    }

    void planReportHasEverySection()
    {
        QStringList drawn;
        const QString path = m_dir.filePath(u"plan.pdf"_s);
        const Result<int> r = report::writePdf(planInput(), {}, path, &drawn);
        QVERIFY(r.ok());
        // Summary and assumptions, four charts two to a page, the items and sources.
        QVERIFY2(r.value() >= 4 && r.value() <= 6, qPrintable(QString::number(r.value())));
        const QString text = drawn.join(u'\n');
        for (
            const QString& s :
            {u"Fine-tune then serve"_s,
             u"Prepared by Planning team"_s,
             u"GPU Planner cost report · 2026-11-29"_s,
             u"Summary"_s,
             u"As planned"_s,
             u"47,916.00"_s,
             u"All on-demand"_s,
             u"43,800.00"_s,
             u"As planned, the plan costs 4,116.00 USD more than buying everything on demand."_s,
             u"Break-even against on-demand"_s,
             u"big.8x in r1: Reserved 1 year, partial upfront: on-demand is cheaper at any usage over 6 months"_s,
             u"Over the total budget of 40,000.00 USD from month 11, by 7,916.00 USD"_s,
             u"Prices as of 2024-12-30 to 2026-01-21."_s,
             u"Stale prices"_s,
             u"Assumptions"_s,
             u"7.1 CNY per USD"_s,
             u"Cost by month and phase (USD)"_s,
             u"Data sources"_s,
             u"Figure 1. Cumulative cost: Fine-tune then serve"_s,
             u"Figure 3. "_s,
             u"Page %1"_s.arg(r.value())})
            QVERIFY2(text.contains(s), qPrintable(s));
        // The summary comes first: before the assumptions, on page 1.
        QVERIFY(text.indexOf(u"As planned"_s) < text.indexOf(u"Assumptions"_s));
        const QByteArray pdf = read(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY2(!pdf.contains("/Subtype /Image"), "charts and tables must be vector");
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "),
                 r.value());
        // A4 portrait: 595 x 842 points.
        QVERIFY(pdf.contains("/MediaBox [0 0 595.000000 842.000000]"));
    }

    // A plan with storage, egress and fixed items: the summary splits the total by kind, every share and sum
    // from the core's costing; the items table names each item.
    void summarySplitsComputeStorageTransferAndOther()
    {
        report::ReportInput in = planInput();
        in.plan = plantest::mixedPlan();
        QStringList drawn;
        const Result<int> r = report::writePdf(in, {}, m_dir.filePath(u"mixed.pdf"_s), &drawn);
        QVERIFY(r.ok());
        const QString text = drawn.join(u'\n');
        const PlanCost cost = in.plan->cost();
        // 47,916.00 compute + 103.50 storage + 5,010.20 + 1,026.00 egress + 281.70 + 500.00 other
        QCOMPARE(cost.total.micros(), Money::MicrosPerUnit * 54'837 + 400'000);
        for (const QString& s : {u"What it pays for"_s, u"Compute"_s, u"47,916.00"_s, u"Storage"_s,
                                 u"103.50"_s, u"Data transfer"_s, u"6,036.20"_s, u"Other"_s, u"781.70"_s,
                                 u"54,837.40"_s, u"support plan"_s, u"egress to the internet, cloud-a r1"_s})
            QVERIFY2(text.contains(s), qPrintable(s));
        QVERIFY(text.indexOf(u"What it pays for"_s) < text.indexOf(u"Assumptions"_s));
        // The egress price and its tiers among the sources, dated.
        QVERIFY2(text.contains(u"first 100 GB free, 0.09 to 10,240 GB"_s), qPrintable(text.right(1500)));
        QVERIFY(text.contains(u"as of 2026-06-01, test price"_s));
    }

    void comparisonReportListsTheOffersAndTheirSources()
    {
        report::ReportInput in;
        in.title = u"H100 compared"_s;
        in.catalog = &m_catalog;
        in.fx = snapshotRates();
        for (const OfferRow& r : m_catalog.rows()) {
            if ((r.instance->id() == u"aws/p5.48xlarge"_s || r.instance->id() == u"gcp/a3-highgpu-8g"_s) &&
                r.offer)
                in.offers << &r;
        }
        QCOMPARE(in.offers.size(), 2);
        QStringList drawn;
        report::PageSetup letter;
        letter.size = QPageSize(QPageSize::Letter);
        letter.orientation = QPageLayout::Landscape;
        const QString path = m_dir.filePath(u"cmp.pdf"_s);
        const Result<int> r = report::writePdf(in, letter, path, &drawn);
        QVERIFY(r.ok());
        const QString text = drawn.join(u'\n');
        for (const QString& s :
             {u"Summary"_s, u"2 offers compared over 12 months at 730 h per month; amounts in USD."_s,
              u"Comparison"_s, u"aws/p5.48xlarge"_s, u"Total over 12 months: on-demand"_s, u"saves"_s,
              u"against on-demand"_s, u"NVIDIA H100 Tensor Core GPU datasheet"_s, u"Performance vs price"_s,
              // Every offer on the cumulative chart, not only the first.
              u"Cumulative cost: each offer's cheapest uninterruptible option"_s})
            QVERIFY2(text.contains(s), qPrintable(s));
        // Letter landscape: 792 x 612 points.
        QVERIFY(read(path).contains("/MediaBox [0 0 792.000000 612.000000]"));
    }

    // The month table marks, in words as well as colour, each month over the monthly budget and the months
    // from which the running total is over the total budget.
    void overBudgetMonthsAreMarked_data()
    {
        QTest::addColumn<int>("monthly"); // USD; 0: none
        QTest::addColumn<int>("total");   // USD; 0: none
        QTest::addColumn<QStringList>("notes");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("total budget only")
            << 0 << 40'000
            << QStringList{u"† From month 11 the running total is over the total budget of 40,000.00 USD."_s}
            << QStringList{u"monthly budget of"_s, u" *"_s};
        QTest::newRow("both") << 2'000 << 40'000
                              << QStringList{u"* 7 months are over the monthly budget of 2,000.00 USD."_s,
                                             u"† From month 11"_s}
                              << QStringList{};
        QTest::newRow("within both") << 1'000'000 << 1'000'000 << QStringList{}
                                     << QStringList{u"over the monthly budget"_s,
                                                    u"over the total budget of"_s};
        QTest::newRow("no budget") << 0 << 0 << QStringList{} << QStringList{u"budget of"_s};
    }
    void overBudgetMonthsAreMarked()
    {
        QFETCH(int, monthly);
        QFETCH(int, total);
        QFETCH(QStringList, notes);
        QFETCH(QStringList, absent);
        report::ReportInput in = planInput();
        in.plan->budget = {};
        if (monthly > 0)
            in.plan->budget.monthly = Money(monthly * Money::MicrosPerUnit, u"USD"_s);
        if (total > 0)
            in.plan->budget.total = Money(total * Money::MicrosPerUnit, u"USD"_s);
        // The months over 2,000 USD: month 1 (13,168.00 with the reservations' upfront) and the six serving
        // months (4,818.00 each); the training months between cost 1,168.00. The running total passes
        // 40,000 in month 11 (43,098.00).
        int over = 0;
        for (const Money& m : in.plan->cost().perMonth)
            over += m.micros() > 2'000 * Money::MicrosPerUnit ? 1 : 0;
        QCOMPARE(over, 7);
        QStringList drawn;
        QVERIFY(report::writePdf(in, {}, m_dir.filePath(u"budget.pdf"_s), &drawn).ok());
        const QString text = drawn.join(u'\n');
        const qsizetype months = text.indexOf(u"Cost by month and phase"_s);
        QVERIFY(months >= 0);
        const QString table = text.mid(months);
        for (const QString& n : notes)
            QVERIFY2(table.contains(n), qPrintable(n + u"\n"_s + table.left(3000)));
        for (const QString& a : absent)
            QVERIFY2(!table.left(table.indexOf(u"Data sources"_s)).contains(a), qPrintable(a));
        // The marks themselves: one "*" per month over, one "†" per month of the running total over.
        const QString body = table.left(table.indexOf(u"Data sources"_s));
        // (an amount, then its mark: the notes' own marks follow no digit)
        QCOMPARE(int(body.count(QRegularExpression(u"\\d \\*"_s))), monthly == 2'000 ? 7 : 0);
        QCOMPARE(int(body.count(QRegularExpression(u"\\d †"_s))), total == 40'000 ? 2 : 0);
    }

    // A plan keeps prices, not their sources: the report names the source where the catalog still sells the
    // offer at the copied prices, and says plainly where it does not.
    void planSourcesAreNamedWhereTheCatalogStillHasThePrices()
    {
        const OfferRow* p5 = nullptr;
        for (const OfferRow& r : m_catalog.rows()) {
            if (r.instance->id() == u"aws/p5.48xlarge"_s && r.region() == u"us-east-1"_s)
                p5 = &r;
        }
        QVERIFY(p5 && p5->offer);
        const Result<PlanItem> item = planservice::itemForOffer(*p5, {});
        QVERIFY(item.ok());
        PlanItem changed = item.value();
        changed.region = u"us-west-2"_s;
        changed.prices.onDemandHourly = Money(1 * Money::MicrosPerUnit, u"USD"_s); // not the catalog's
        report::ReportInput in = planInput();
        in.plan->items = {item.value(), changed};
        QStringList drawn;
        QVERIFY(report::writePdf(in, {}, m_dir.filePath(u"sources.pdf"_s), &drawn).ok());
        const QString text = drawn.join(u' ').simplified();
        const qsizetype sources = text.lastIndexOf(u"Data sources"_s);
        QVERIFY(sources >= 0);
        const QString list = text.mid(sources);
        const Source* source = p5->offer->priceSources().value(0);
        QVERIFY(source);
        QVERIFY2(list.contains(u"aws/p5.48xlarge in us-east-1: prices in USD as of"_s), qPrintable(list));
        QVERIFY2(list.contains(u"source: "_s + source->title), qPrintable(list));
        QVERIFY2(list.contains(source->url), qPrintable(list));
        QVERIFY2(list.contains(u"source not kept in the plan, and the catalog no longer has these prices"_s),
                 qPrintable(list));
    }

    // A 3-year reservation over 12 months: the 24 months owed after the horizon are their own line on page 1
    // and in the comparison table, never folded into "total over 12 months".
    void monthsOwedAfterTheHorizonAreShownApart()
    {
        report::ReportInput in;
        in.title = u"T4 for a year"_s;
        in.catalog = &m_catalog;
        in.fx = snapshotRates();
        in.currency = u"CNY"_s;
        for (const OfferRow& r : m_catalog.rows()) {
            if (r.instance->id() == u"aws/g4dn.xlarge"_s && r.region() == u"cn-north-1"_s && r.offer)
                in.offers << &r;
        }
        QCOMPARE(in.offers.size(), 1);
        QStringList drawn;
        QVERIFY(report::writePdf(in, {}, m_dir.filePath(u"owed.pdf"_s), &drawn).ok());
        const QString text = drawn.join(u'\n');
        for (const QString& s :
             {u"owed after the horizon (24 months)"_s, u"Paid over 12 months: reserved 3 years"_s,
              u"+ owed after the horizon: reserved 3 years"_s, u"Whole commitment: reserved 3 years"_s})
            QVERIFY2(text.contains(s), qPrintable(s));
    }

    // A plan of hundreds of items: its items table is painted page by page with the header on each, long
    // names whole (wrapped, not cut), and the data sources name each instance's regions on one line.
    void longPlansPaintTheirItemsPageByPage()
    {
        report::ReportInput in = planInput();
        Plan& plan = *in.plan;
        const PlanItem model = plan.items.first();
        const QString longId =
            model.instanceId + u"-with-a-very-long-name-that-cannot-fit-its-column-anywhere"_s;
        const int extra = 300;
        for (int i = 0; i < extra; ++i) {
            PlanItem it = model;
            it.region = u"zone-%1"_s.arg(i);
            if (i == 7)
                it.instanceId = longId;
            plan.items << it;
        }
        QStringList drawn;
        const QString path = m_dir.filePath(u"long.pdf"_s);
        const Result<int> r = report::writePdf(in, {}, path, &drawn);
        QVERIFY(r.ok());
        QCOMPARE(drawn.count(u"Plan items"_s), 1);
        const qsizetype items = plan.items.size();
        // Every row's number and instance, in order, each a cell of its own.
        qsizetype at = drawn.indexOf(u"Plan items"_s);
        for (qsizetype i = 1; i <= items; ++i) {
            at = drawn.indexOf(QString::number(i), at + 1);
            QVERIFY2(at > 0, qPrintable(u"row %1"_s.arg(i)));
        }
        QVERIFY(drawn.contains(longId));
        // The header repeats on each page of the table: about 40 rows a page on A4.
        const qsizetype headers = drawn.count(u"Item"_s);
        QVERIFY2(headers >= items / 50 && headers <= items / 20, qPrintable(QString::number(headers)));
        QVERIFY(r.value() >= 4 + headers);
        const QString text = drawn.join(u'\n');
        QVERIFY(text.indexOf(u"Cost by month and phase"_s) > text.indexOf(u"zone-299"_s));
        // One sources line for the 300 regions of one instance and date (the long-named one on its own).
        const QRegularExpression zones(
            u"zone-0, zone-1, zone-2, zone-3, zone-4, zone-5, zone-6, zone-8, .*zone-299: "
            "prices in USD as of"_s);
        QVERIFY2(text.contains(zones), "regions are not grouped");
        QVERIFY(text.contains(longId + u" in zone-7: prices in USD"_s));

        // On paper: the table's grey header and dark text on the page after the charts.
        const QList<QImage> pages = report::renderReportPages(in, QSizeF(515, 770), 40);
        QCOMPARE(pages.size(), r.value());
        bool grey = false;
        int dark = 0;
        const QImage& table = pages[pages.size() / 2];
        for (int y = 0; y < table.height(); ++y) {
            for (int x = 0; x < table.width(); ++x) {
                grey = grey || table.pixel(x, y) == qRgb(0xe8, 0xe8, 0xe8);
                dark += qGray(table.pixel(x, y)) < 100 ? 1 : 0;
            }
        }
        QVERIFY(grey);
        QVERIFY2(dark > 1000, qPrintable(QString::number(dark)));
    }

    void unwritablePathLeavesNothing()
    {
        const QString path = m_dir.filePath(u"no/such/dir/report.pdf"_s);
        const Result<int> r = report::writePdf(planInput(), {}, path);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Io);
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestCostReport)
#include "tst_costreport.moc"
