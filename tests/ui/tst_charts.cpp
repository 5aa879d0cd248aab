#include "charts.h"
#include "plantestdata.h"
#include "testcatalog.h"

#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace gp;

class TestCharts : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    QList<const OfferRow*> m_rows;
    QTemporaryDir m_dir;

    std::unique_ptr<QChart> chart(const QString& kind)
    {
        const ExchangeRates& fx = snapshotRates();
        if (kind == u"perf-price"_s)
            return charts::perfPriceChart(
                m_catalog, perfPriceData(m_rows, PricingModel::OnDemand, Precision::BF16, u"USD"_s, fx),
                false);
        if (kind == u"value"_s)
            return charts::valueChart(valueRanking(m_rows, ValueMetric::TflopsPerPriceHour,
                                                   PricingModel::OnDemand, Precision::BF16, u"USD"_s, fx, 10),
                                      ValueMetric::TflopsPerPriceHour, u"USD"_s, Precision::BF16);
        if (kind == u"cost-over-time"_s) {
            CostInputs in;
            in.prices = plantest::usdSheet();
            return charts::costOverTimeChart(costSeries(estimateCost(in).value()), u"USD"_s, u"test offer"_s);
        }
        Plan plan = plantest::twoPhasePlan();
        plan.budget.monthly = Money(5000 * Money::MicrosPerUnit, u"USD"_s);
        return charts::budgetChart(budgetStacks(plan, plan.cost(), StackBy::Phase), plan, StackBy::Phase);
    }

    // The chart exported as SVG (NAME.svg in the test folder), its text pieces in order; fails the test on a
    // write error or malformed XML.
    QStringList svgTexts(QChart& chart, const QString& name)
    {
        const QString svg = m_dir.filePath(name + u".svg"_s);
        if (!charts::exportChart(chart, svg, charts::ExportFormat::Svg).ok())
            qFatal("cannot export %s", qPrintable(svg));
        QXmlStreamReader xml(read(svg));
        QStringList texts;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::Characters)
                texts << xml.text().toString();
        }
        if (xml.hasError())
            qFatal("%s: %s", qPrintable(svg), qPrintable(xml.errorString()));
        return texts;
    }

    static QByteArray read(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_catalog = loadSnapshotCatalog();
        for (const OfferRow& r : m_catalog.rows())
            m_rows << &r;
    }

    void exportsEveryKind_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("seriesText"); // a legend or axis text the chart must carry
        QTest::newRow("performance vs price") << u"perf-price"_s << u"Pareto front"_s;
        QTest::newRow("value ranking") << u"value"_s << u"TFLOPS per US$/h"_s;
        QTest::newRow("cost over time") << u"cost-over-time"_s << u"Break-even against on-demand"_s;
        QTest::newRow("plan budget") << u"budget"_s << u"Monthly budget US$5,000.00"_s;
    }
    void exportsEveryKind()
    {
        QFETCH(QString, kind);
        QFETCH(QString, seriesText);
        auto c = chart(kind);

        const QString png = m_dir.filePath(kind + u".png"_s);
        QVERIFY(charts::exportChart(*c, png, charts::ExportFormat::Png, {QSize(1000, 600), 2, {}}).ok());
        const QImage image(png);
        QCOMPARE(image.size(), QSize(2000, 1200));
        // White and opaque to the edges and corners: no frame, no rounded dark corners.
        for (const QPoint& at : {QPoint(0, 0), QPoint(1999, 0), QPoint(0, 1199), QPoint(1999, 1199),
                                 QPoint(9, 9), QPoint(1990, 1190), QPoint(1000, 2), QPoint(2, 600)})
            QVERIFY2(image.pixel(at) == qRgb(255, 255, 255),
                     qPrintable(u"(%1, %2): #%3"_s.arg(at.x()).arg(at.y()).arg(image.pixel(at), 8, 16)));

        const QString text = svgTexts(*c, kind).join(QString());
        QVERIFY2(text.contains(seriesText), qPrintable(text.left(400)));

        const QString pdf = m_dir.filePath(kind + u".pdf"_s);
        QVERIFY(charts::exportChart(*c, pdf, charts::ExportFormat::Pdf).ok());
        const QByteArray bytes = read(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY2(!bytes.contains("/Subtype /Image"), "a chart page must be vector, not a raster image");
        QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page "),
                 1);
    }

    // One colour per provider, never two alike (AWS and Alibaba were two near-identical oranges), the same
    // in the light and the dark theme; the provider's display name in the legend.
    void providersHaveDistinctStableColours()
    {
        const QStringList ids{u"aws"_s,    u"azure"_s,      u"gcp"_s,    u"aliyun"_s, u"tencent"_s,
                              u"huawei"_s, u"lambda"_s,     u"runpod"_s, u"nebius"_s, u"vast"_s,
                              u"cudo"_s,   u"fluidstack"_s, u"ibm"_s,    u"seeweb"_s, u"paperspace"_s};
        for (int i = 0; i < ids.size(); ++i) {
            for (int j = i + 1; j < ids.size(); ++j) {
                const QColor a = charts::providerColor(ids[i]), b = charts::providerColor(ids[j]);
                const int distance = std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                                     std::abs(a.blue() - b.blue());
                QVERIFY2(distance > 60, qPrintable(ids[i] + u" ~ "_s + ids[j]));
            }
        }
        QCOMPARE(charts::providerColor(u"aws"_s), QColor(0xE6, 0x9F, 0x00));
        QCOMPARE(charts::providerColor(u"aliyun"_s), QColor(0xD5, 0x5E, 0x00));

        Plan plan = plantest::twoPhasePlan();
        for (bool dark : {false, true}) {
            auto c = charts::budgetChart(budgetStacks(plan, plan.cost(), StackBy::Provider), plan,
                                         StackBy::Provider, {dark, {}, &m_catalog});
            auto* bars = qobject_cast<QStackedBarSeries*>(c->series().first());
            QVERIFY(bars);
            QStringList names;
            for (QBarSet* set : bars->barSets()) {
                names << set->label();
                QCOMPARE(set->color(), charts::providerColor(set->label() == u"cloud-a"_s   ? u"cloud-a"_s
                                                             : set->label() == u"cloud-b"_s ? u"cloud-b"_s
                                                                                            : QString()));
            }
            // The fixture's providers are not in the catalog: their ids are their names.
            QCOMPARE(names, (QStringList{u"cloud-a"_s, u"cloud-b"_s}));
            auto byPhase = charts::budgetChart(budgetStacks(plan, plan.cost(), StackBy::Phase), plan,
                                               StackBy::Phase, {dark, {}, nullptr});
            const auto sets = qobject_cast<QStackedBarSeries*>(byPhase->series().first())->barSets();
            QCOMPARE(sets[0]->color(), charts::phaseColor(0)); // phase colours do not follow the theme
            QCOMPARE(sets[1]->color(), charts::phaseColor(1));
        }
    }

    // Axis numbers are drawn, grouped ("%d" and "%g" draw nothing once numbers are localized).
    void axesCarryGroupedNumbers()
    {
        for (const QString& kind : {u"cost-over-time"_s, u"perf-price"_s, u"budget"_s}) {
            auto c = chart(kind);
            QStringList texts = svgTexts(*c, kind + u"-axes"_s);
            for (QString& t : texts)
                t = t.trimmed();
            // cost over time: 13,008 and 21,900 at month 12 -> 0 to 30,000; the plan: up to 13,168 a month;
            // performance: the snapshot's B200 instances pass 15,000 TFLOPS.
            const QString grouped = kind == u"perf-price"_s ? u"5,000"_s
                                    : kind == u"budget"_s   ? u"10,000"_s
                                                            : u"20,000"_s;
            QVERIFY2(texts.contains(grouped), qPrintable(kind + u": "_s + texts.join(u'|')));
            if (kind != u"perf-price"_s)
                QVERIFY2(texts.contains(u"12"_s), qPrintable(kind + u": "_s + texts.join(u'|'))); // month 12
        }
    }

    // The Pareto front's offers are named on the chart, without a legend entry each.
    void paretoPointsAreNamed()
    {
        auto c = chart(u"perf-price"_s);
        QStringList labels;
        for (QAbstractSeries* s : c->series()) {
            auto* xy = qobject_cast<QScatterSeries*>(s);
            if (xy && xy->pointLabelsVisible()) {
                labels << xy->pointLabelsFormat();
                for (QLegendMarker* m : c->legend()->markers(xy))
                    QVERIFY(!m->isVisible());
            }
        }
        QVERIFY(!labels.isEmpty());
        QVERIFY(labels.size() <= charts::MaxParetoLabels);
        // The top of the front: the most BF16 TFLOPS for the price in the snapshot.
        QVERIFY2(labels.first().contains(u"B200"_s) || labels.first().contains(u"H100"_s) ||
                     labels.first().contains(u"H200"_s),
                 qPrintable(labels.join(u'|')));
    }

    // A plan's cumulative cost carries its total budget as a level line, on the chart even when the plan
    // spends less than it; no line without a budget.
    void planCostChartDrawsTheTotalBudget_data()
    {
        QTest::addColumn<int>("budget"); // USD; 0: none
        QTest::newRow("over budget") << 40'000;
        QTest::newRow("well under budget") << 100'000;
        QTest::newRow("no budget") << 0;
    }
    void planCostChartDrawsTheTotalBudget()
    {
        QFETCH(int, budget);
        Plan plan = plantest::twoPhasePlan(); // 47,916.00 USD over 12 months
        if (budget > 0)
            plan.budget.total = Money(budget * Money::MicrosPerUnit, u"USD"_s);
        auto c = charts::planCostOverTimeChart(plan, plan.cost());
        QLineSeries* line = nullptr;
        for (QAbstractSeries* s : c->series()) {
            if (s->name().startsWith(u"Total budget"_s))
                line = qobject_cast<QLineSeries*>(s);
        }
        QCOMPARE(line != nullptr, budget > 0);
        auto* y = qobject_cast<QValueAxis*>(c->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        QVERIFY(y->max() >= 47'916);
        if (!line)
            return;
        QCOMPARE(line->count(), 2);
        QCOMPARE(line->at(0).y(), double(budget));
        QCOMPARE(line->at(1).y(), double(budget));
        QCOMPARE(line->at(0).x(), 0.0);
        QCOMPARE(line->at(1).x(), 12.0);
        QVERIFY(y->max() >= budget);
        QVERIFY2(line->name().contains(u"%1,000.00"_s.arg(budget / 1000)), qPrintable(line->name()));
    }

    // An empty plan draws a plain 0-100 axis, not "0, 0, 1, 1" from a 0-1 range.
    void emptyBudgetChartHasAPlainAxis()
    {
        Plan plan;
        auto c = charts::budgetChart({}, plan, StackBy::Phase);
        for (QAbstractAxis* a : c->axes(Qt::Vertical)) {
            auto* v = qobject_cast<QValueAxis*>(a);
            QVERIFY(v);
            QCOMPARE(v->min(), 0.0);
            QCOMPARE(v->max(), 100.0);
        }
    }

    void performanceChartHasAProviderSeriesEach()
    {
        auto c = chart(u"perf-price"_s);
        QStringList names;
        for (QAbstractSeries* s : c->series())
            names << s->name();
        QVERIFY(names.contains(u"Amazon Web Services"_s));
        QVERIFY(names.contains(u"Google Cloud"_s));
        QVERIFY(names.last().startsWith(u"Pareto front"_s));
    }

    // Thousands of points draw as a few per cell; the title says how many of how many, on a line of its own
    // on screen and after "; " in captions and file metadata.
    void crowdedPerformanceChartsSayWhatTheyDraw()
    {
        QList<const OfferRow*> many;
        for (int k = 0; k < 200; ++k)
            many << m_rows;
        const PerfPriceData all =
            perfPriceData(many, PricingModel::OnDemand, Precision::BF16, u"USD"_s, snapshotRates());
        QVERIFY(all.points.size() > ChartDecimation{}.maxPoints);
        auto c = charts::perfPriceChart(m_catalog, all, false);
        qsizetype drawn = 0;
        for (QAbstractSeries* s : c->series()) {
            if (auto* scatter = qobject_cast<QScatterSeries*>(s); scatter && !scatter->name().isEmpty())
                drawn += scatter->count();
        }
        QVERIFY2(drawn > 0 && drawn * 20 < all.points.size(), qPrintable(QString::number(drawn)));
        // Counts grouped as amounts are, whatever the locale (the test's is C): "65 of 13,000".
        const QString of = u"%1 of %2 offers drawn"_s.arg(
            amountLocale().toString(qlonglong(drawn)), amountLocale().toString(qlonglong(all.points.size())));
        QVERIFY(all.points.size() < 1000 || of.contains(u','));
        QVERIFY2(c->title().contains(u"<br>"_s + of), qPrintable(c->title()));
        QVERIFY(!charts::plainTitle(*c).contains(u"<br>"_s));
        QVERIFY(charts::plainTitle(*c).contains(u"; "_s + of));
        // The SVG's title is the plain one.
        const QString svg = m_dir.filePath(u"crowded.svg"_s);
        QVERIFY(charts::exportChart(*c, svg, charts::ExportFormat::Svg).ok());
        QVERIFY(read(svg).contains((u"<title>"_s + charts::plainTitle(*c) + u"</title>"_s).toUtf8()));

        // A few points: all drawn, the title as before.
        auto few = chart(u"perf-price"_s);
        QVERIFY(!few->title().contains(u"offers drawn"_s));
        QCOMPARE(charts::plainTitle(*few), few->title());
    }

    void unwritablePathFailsWithoutAPartialFile()
    {
        auto c = chart(u"value"_s);
        const QString path = m_dir.filePath(u"missing/folder/chart.png"_s);
        const auto r = charts::exportChart(*c, path, charts::ExportFormat::Png);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Io);
        QVERIFY(!QFile::exists(path));
    }

    void formatFromTheFileName()
    {
        QCOMPARE(charts::formatFromFileName(u"a.PNG"_s), std::optional(charts::ExportFormat::Png));
        QCOMPARE(charts::formatFromFileName(u"a.svg"_s), std::optional(charts::ExportFormat::Svg));
        QCOMPARE(charts::formatFromFileName(u"a.pdf"_s), std::optional(charts::ExportFormat::Pdf));
        QVERIFY(!charts::formatFromFileName(u"a.jpg"_s));
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
