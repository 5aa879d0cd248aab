#include "costengine.h"
#include "fixedpoint.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;

namespace {

Money usd(const char* text)
{
    return Money(fixed::parse(QString::fromLatin1(text), 6).value(), u"USD"_s);
}

ReservedPrice reserved(int years, PaymentOption p, std::optional<Money> upfront, std::optional<Money> hourly)
{
    ReservedPrice r;
    r.termYears = years;
    r.payment = p;
    r.upfront = upfront;
    r.hourly = hourly;
    return r;
}

// Sheet "A": every pricing model, in USD.
PriceSheet sheetA()
{
    PriceSheet s;
    s.currency = u"USD"_s;
    s.onDemandHourly = usd("2.50");
    s.monthly = usd("1500");
    s.spotHourly = usd("0.90");
    s.reserved = {
        reserved(1, PaymentOption::NoUpfront, std::nullopt, usd("1.60")),
        reserved(1, PaymentOption::PartialUpfront, usd("6000"), usd("0.80")),
        reserved(1, PaymentOption::AllUpfront, usd("12000"), std::nullopt),
        reserved(3, PaymentOption::NoUpfront, std::nullopt, usd("1.10")),
        reserved(3, PaymentOption::AllUpfront, usd("25000"), std::nullopt),
    };
    return s;
}

// Sheet "B": an on-demand price whose monthly amounts need rounding.
PriceSheet sheetB()
{
    PriceSheet s;
    s.currency = u"USD"_s;
    s.onDemandHourly = usd("0.013");
    return s;
}

// Sheet "C": CNY prices, one reservation given only as an effective rate.
PriceSheet sheetC()
{
    PriceSheet s;
    s.currency = u"CNY"_s;
    s.onDemandHourly = Money(71'000'000, u"CNY"_s);
    ReservedPrice r;
    r.termYears = 1;
    r.payment = PaymentOption::PartialUpfront;
    r.publishedEffectiveHourly = Money(42'600'000, u"CNY"_s);
    s.reserved = {r};
    return s;
}

PriceSheet sheet(const QString& name)
{
    if (name == u"B"_s)
        return sheetB();
    if (name == u"C"_s)
        return sheetC();
    return sheetA();
}

ExchangeRates testRates()
{
    ExchangeRates fx;
    fx.set(u"CNY"_s, FxRate{7'100'000, QDate(2026, 11, 1), u"test"_s});
    fx.set(u"EUR"_s, FxRate{900'000, QDate(2026, 11, 1), u"test"_s});
    return fx;
}

CostInputs inputs(const QString& sheetName, PricingModel m)
{
    CostInputs in;
    in.prices = sheet(sheetName);
    in.fx = testRates();
    in.models = {m};
    return in;
}

qint64 micros(const QString& text)
{
    return fixed::parse(text, 6).value();
}

} // namespace

class TestCostEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A price sheet's date is its newest price's; it is undated only when no dated price has that day.
    void priceSheetDateAndBasis_data()
    {
        QTest::addColumn<QDate>("onDemandDate");
        QTest::addColumn<bool>("onDemandUndated");
        QTest::addColumn<QDate>("spotDate");
        QTest::addColumn<bool>("spotUndated");
        QTest::addColumn<QDate>("asOf");
        QTest::addColumn<bool>("undated");
        const QDate a(2026, 5, 20);
        const QDate b(2026, 11, 30);
        QTest::newRow("both dated") << a << false << b << false << b << false;
        QTest::newRow("newest undated") << a << false << b << true << b << true;
        QTest::newRow("older undated") << a << true << b << false << b << false;
        QTest::newRow("same day, one dated") << b << true << b << false << b << false;
        QTest::newRow("same day, both undated") << b << true << b << true << b << true;
    }

    void priceSheetDateAndBasis()
    {
        QFETCH(QDate, onDemandDate);
        QFETCH(bool, onDemandUndated);
        QFETCH(QDate, spotDate);
        QFETCH(bool, spotUndated);
        QFETCH(QDate, asOf);
        QFETCH(bool, undated);
        const auto source = [](const QDate& d, bool u) {
            Source s;
            s.title = u"t"_s;
            s.asOf = d;
            s.undated = u;
            return s;
        };
        Offer o;
        o.region = u"r"_s;
        o.currency = u"USD"_s;
        o.onDemandHourly = PriceQuote{Money(10'000'000, u"USD"_s), source(onDemandDate, onDemandUndated)};
        o.spot = SpotPrice{Money(3'000'000, u"USD"_s), QString(), source(spotDate, spotUndated)};
        const PriceSheet s = PriceSheet::fromOffer(o);
        QCOMPARE(s.asOf, asOf);
        QCOMPARE(s.undated, undated);
    }

    // jobTotal (the recommender's fast path) gives exactly the total estimateCost gives the same model — the
    // cheapest payment option of a reservation — over every sheet, model, count, horizon, usage, currency,
    // discount and overhead of the grid; an option estimateCost cannot price jobTotal cannot either.
    void jobTotalIsTheCostEnginesTotal()
    {
        int compared = 0;
        for (const QString& name : {u"A"_s, u"B"_s, u"C"_s}) {
            for (const PricingModel m : AllPricingModels) {
                for (int count : {1, 3, 7}) {
                    for (int months : {1, 5, 12, 13, 37}) {
                        for (qint64 usage : {0, 7300, 33333, 74400}) {
                            for (const QString& currency : {QString(), u"USD"_s, u"CNY"_s, u"EUR"_s}) {
                                for (qint64 discount : {0, 1250}) {
                                    CostInputs in = inputs(name, m);
                                    in.count = count;
                                    in.months = months;
                                    in.usageCentiHours = usage;
                                    in.currency = currency;
                                    in.provider = u"p"_s;
                                    in.discountsBp.insert(u"p"_s, discount);
                                    in.spotOverheadBp = discount ? 1000 : 0;
                                    const auto e = estimateCost(in);
                                    std::optional<Money> expected;
                                    for (const CostOption& o :
                                         e.ok() ? e.value().options : QList<CostOption>{}) {
                                        if (o.available && o.pricing == m &&
                                            (!expected || o.total.micros() < expected->micros()))
                                            expected = o.total;
                                    }
                                    const std::optional<Money> fast = jobTotal(in, m);
                                    QCOMPARE(fast.has_value(), expected.has_value());
                                    // The same from the sheet adjusted once (what the recommender does).
                                    if (const auto sheet = adjustedPrices(in)) {
                                        CostInputs once = in;
                                        once.prices = *sheet;
                                        once.currency = sheet->currency;
                                        once.discountsBp.clear();
                                        QCOMPARE(jobTotal(once, m), fast);
                                    } else {
                                        QVERIFY(!fast);
                                    }
                                    if (fast) {
                                        QCOMPARE(fast->micros(), expected->micros());
                                        QCOMPARE(fast->currency(), expected->currency());
                                        ++compared;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        QVERIFY(compared > 1000);
    }

    // Every pricing model and payment option, horizons shorter and longer than a term, conversion and
    // discounts; the expectations are worked out by hand in the row names' terms.
    void pricesEachModel_data()
    {
        QTest::addColumn<QString>("sheetName");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("payment");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("months");
        QTest::addColumn<qint64>("usage");    // centi-hours per month
        QTest::addColumn<qint64>("discount"); // basis points
        QTest::addColumn<qint64>("overhead"); // basis points
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("upfront");
        QTest::addColumn<QString>("monthly");
        QTest::addColumn<QString>("total");
        QTest::addColumn<int>("terms");
        QTest::addColumn<int>("beyond");

        // 2.50 x 730 = 1825.00 a month; x 12
        QTest::newRow("on-demand always on")
            << u"A"_s << u"on-demand"_s << QString() << 1 << 12 << qint64(73000) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"1825"_s << u"21900"_s << 0 << 0;
        // 2.50 x 100.5 h x 2 = 502.50; x 3
        QTest::newRow("on-demand part time, two instances")
            << u"A"_s << u"on-demand"_s << QString() << 2 << 3 << qint64(10050) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"502.5"_s << u"1507.5"_s << 0 << 0;
        // 1500 x 3 instances, whatever the usage; x 5
        QTest::newRow("monthly subscription ignores usage")
            << u"A"_s << u"monthly"_s << QString() << 3 << 5 << qint64(1000) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"4500"_s << u"22500"_s << 0 << 0;
        // 1.60 x 730 = 1168.00; x 12
        QTest::newRow("reserved 1y no upfront")
            << u"A"_s << u"reserved-1y"_s << u"no_upfront"_s << 1 << 12 << qint64(73000) << qint64(0)
            << qint64(1000) << QString() << u"0"_s << u"1168"_s << u"14016"_s << 1 << 0;
        // 6000 + 0.80 x 730 x 12 = 6000 + 7008
        QTest::newRow("reserved 1y partial upfront")
            << u"A"_s << u"reserved-1y"_s << u"partial_upfront"_s << 1 << 12 << qint64(73000) << qint64(0)
            << qint64(1000) << QString() << u"6000"_s << u"584"_s << u"13008"_s << 1 << 0;
        // a 6-month horizon still owes the whole year: 12000, and usage does not matter
        QTest::newRow("reserved 1y all upfront, horizon shorter than the term")
            << u"A"_s << u"reserved-1y"_s << u"all_upfront"_s << 1 << 6 << qint64(20000) << qint64(0)
            << qint64(1000) << QString() << u"12000"_s << u"0"_s << u"12000"_s << 1 << 6;
        // 18 months renews once: 2 x 6000 + 24 x 584
        QTest::newRow("reserved 1y partial, horizon longer than the term renews")
            << u"A"_s << u"reserved-1y"_s << u"partial_upfront"_s << 1 << 18 << qint64(73000) << qint64(0)
            << qint64(1000) << QString() << u"6000"_s << u"584"_s << u"26016"_s << 2 << 6;
        QTest::newRow("reserved 3y all upfront over 12 months")
            << u"A"_s << u"reserved-3y"_s << u"all_upfront"_s << 1 << 12 << qint64(73000) << qint64(0)
            << qint64(1000) << QString() << u"25000"_s << u"0"_s << u"25000"_s << 1 << 24;
        // 1.10 x 730 x 2 = 1606.00 a month for 2 terms of 36 months
        QTest::newRow("reserved 3y no upfront over 40 months, two instances")
            << u"A"_s << u"reserved-3y"_s << u"no_upfront"_s << 2 << 40 << qint64(73000) << qint64(0)
            << qint64(1000) << QString() << u"0"_s << u"1606"_s << u"115632"_s << 2 << 32;
        // 0.90 x 730 x 1.10 = 722.70
        QTest::newRow("spot with 10 % rework")
            << u"A"_s << u"spot"_s << QString() << 1 << 12 << qint64(73000) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"722.7"_s << u"8672.4"_s << 0 << 0;
        // 0.90 x 730 x 1.255 = 824.535 -> 824.54
        QTest::newRow("spot with 25.5 % rework")
            << u"A"_s << u"spot"_s << QString() << 1 << 2 << qint64(73000) << qint64(0) << qint64(2550)
            << QString() << u"0"_s << u"824.54"_s << u"1649.08"_s << 0 << 0;
        QTest::newRow("spot unused costs nothing")
            << u"A"_s << u"spot"_s << QString() << 1 << 12 << qint64(0) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"0"_s << u"0"_s << 0 << 0;
        // 2.50 less 10 % = 2.25; x 730 = 1642.50
        QTest::newRow("discount on on-demand")
            << u"A"_s << u"on-demand"_s << QString() << 1 << 12 << qint64(73000) << qint64(1000)
            << qint64(1000) << QString() << u"0"_s << u"1642.5"_s << u"19710"_s << 0 << 0;
        // 6000 less 12.5 % = 5250; 0.80 less 12.5 % = 0.70 x 730 = 511.00
        QTest::newRow("discount on a reservation")
            << u"A"_s << u"reserved-1y"_s << u"partial_upfront"_s << 1 << 12 << qint64(73000) << qint64(1250)
            << qint64(1000) << QString() << u"5250"_s << u"511"_s << u"11382"_s << 1 << 0;
        // 0.013 x 333.33 = 4.33329 -> 4.33 a month; the total is 12 x 4.33 = 51.96, not 52.00
        QTest::newRow("months are rounded before they are summed")
            << u"B"_s << u"on-demand"_s << QString() << 1 << 12 << qint64(33333) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"4.33"_s << u"51.96"_s << 0 << 0;
        // 0.013 x 50 h = 0.65; x 0.5 h... 0.013 x 0.5 = 0.0065 -> 0.01 (half away from zero)
        QTest::newRow("half a cent rounds up")
            << u"B"_s << u"on-demand"_s << QString() << 1 << 1 << qint64(50) << qint64(0) << qint64(1000)
            << QString() << u"0"_s << u"0.01"_s << u"0.01"_s << 0 << 0;
        // 71 CNY at 7.1 CNY per USD = 10 USD an hour; x 730
        QTest::newRow("CNY offer in USD")
            << u"C"_s << u"on-demand"_s << QString() << 1 << 2 << qint64(73000) << qint64(0) << qint64(1000)
            << u"USD"_s << u"0"_s << u"7300"_s << u"14600"_s << 0 << 0;
        // 10 USD = 9 EUR an hour; x 730
        QTest::newRow("CNY offer in EUR through USD")
            << u"C"_s << u"on-demand"_s << QString() << 1 << 1 << qint64(73000) << qint64(0) << qint64(1000)
            << u"EUR"_s << u"0"_s << u"6570"_s << u"6570"_s << 0 << 0;
        // USD offer in CNY: 2.50 x 7.1 = 17.75 an hour; x 730 = 12957.50
        QTest::newRow("USD offer in CNY")
            << u"A"_s << u"on-demand"_s << QString() << 1 << 1 << qint64(73000) << qint64(0) << qint64(1000)
            << u"CNY"_s << u"0"_s << u"12957.5"_s << u"12957.5"_s << 0 << 0;
        // effective 42.60 CNY = 6 USD an hour, upfront spread over the term: 6 x 730 = 4380
        QTest::newRow("effective-rate reservation")
            << u"C"_s << u"reserved-1y"_s << u"partial_upfront"_s << 1 << 12 << qint64(73000) << qint64(0)
            << qint64(1000) << u"USD"_s << u"0"_s << u"4380"_s << u"52560"_s << 1 << 0;
    }
    void pricesEachModel()
    {
        QFETCH(QString, sheetName);
        QFETCH(QString, model);
        QFETCH(QString, payment);
        QFETCH(int, count);
        QFETCH(int, months);
        QFETCH(qint64, usage);
        QFETCH(qint64, discount);
        QFETCH(qint64, overhead);
        QFETCH(QString, currency);
        QFETCH(QString, upfront);
        QFETCH(QString, monthly);
        QFETCH(QString, total);
        QFETCH(int, terms);
        QFETCH(int, beyond);

        const PricingModel m = pricingModelFromKey(model).value();
        CostInputs in = inputs(sheetName, m);
        in.count = count;
        in.months = months;
        in.usageCentiHours = usage;
        in.provider = u"test"_s;
        in.discountsBp.insert(in.provider, discount);
        in.spotOverheadBp = overhead;
        in.currency = currency;
        const auto r = estimateCost(in);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message));
        const CostOption* o =
            r.value().option(m, payment.isEmpty() ? std::nullopt : paymentOptionFromKey(payment));
        QVERIFY(o);
        QVERIFY(o->available);
        QCOMPARE(o->upfront.micros(), micros(upfront));
        QCOMPARE(o->monthly.micros(), micros(monthly));
        QCOMPARE(o->total.micros(), micros(total));
        QCOMPARE(o->terms, terms);
        QCOMPARE(o->monthsBeyondHorizon, beyond);
        QCOMPARE(o->total.currency(), currency.isEmpty() ? in.prices.currency : currency);
        // The total is the sum of the monthly payments, and the last cumulative point.
        qint64 sum = 0;
        for (const Money& p : o->payments) {
            QCOMPARE(p.micros() % 10'000, 0); // whole cents
            sum += p.micros();
        }
        QCOMPARE(sum, o->total.micros());
        QCOMPARE(o->payments.size(), months + beyond);
        QCOMPARE(o->cumulative().last().micros(), o->total.micros());
        QCOMPARE(o->interruptible, m == PricingModel::Spot);
        // The months of a term past the horizon are their own amount, never hidden in what the horizon costs.
        qint64 owed = 0;
        for (int k = months; k < o->payments.size(); ++k)
            owed += o->payments[k].micros();
        QCOMPARE(o->owedAfterHorizon.micros(), owed);
        QCOMPARE(o->withinHorizon().micros() + o->owedAfterHorizon.micros(), o->total.micros());
        if (beyond == 0)
            QCOMPARE(o->owedAfterHorizon.micros(), qint64(0));
    }

    void breakEvenInWords_data()
    {
        QTest::addColumn<QString>("payment");
        QTest::addColumn<qint64>("usage");
        QTest::addColumn<QString>("expected");
        QTest::newRow("from the first month")
            << u"no_upfront"_s << qint64(73000)
            << u"Reserved 1 year, no upfront pays off above 467.2 h/month; cheaper from month 1"_s;
        QTest::newRow("from month 7") << u"all_upfront"_s << qint64(73000)
                                      << u"Reserved 1 year, all upfront pays off above 400 h/month; cheaper "
                                         "from month 7"_s;
        QTest::newRow("not at this usage")
            << u"all_upfront"_s << qint64(30000)
            << u"Reserved 1 year, all upfront pays off above 400 h/month; at 300 h/month on-demand stays "
               "cheaper over 12 months"_s;
    }
    void breakEvenInWords()
    {
        QFETCH(QString, payment);
        QFETCH(qint64, usage);
        QFETCH(QString, expected);
        CostInputs in = inputs(u"A"_s, PricingModel::OnDemand);
        in.models = {PricingModel::OnDemand, PricingModel::Reserved1y};
        in.usageCentiHours = usage;
        const CostEstimate e = estimateCost(in).value();
        for (const BreakEven& b : e.breakEven) {
            if (b.payment == paymentOptionFromKey(payment)) {
                QCOMPARE(b.sentence(), expected);
                return;
            }
        }
        QFAIL("no break-even for the payment option");
    }

    void notesSayWhatACommitmentOwes()
    {
        CostInputs in = inputs(u"A"_s, PricingModel::Reserved1y);
        in.months = 6;
        const CostEstimate shorter = estimateCost(in).value();
        const CostOption* o = shorter.option(PricingModel::Reserved1y, PaymentOption::AllUpfront);
        QVERIFY(o->notes.join(u' ').contains(u"runs 6 months past the 6-month horizon"_s));
        in.months = 30;
        const CostEstimate longer = estimateCost(in).value();
        const CostOption* r = longer.option(PricingModel::Reserved1y, PaymentOption::AllUpfront);
        QVERIFY(r->notes.join(u' ').contains(u"3 terms, renewed 2 times"_s));
        CostInputs spot = inputs(u"A"_s, PricingModel::Spot);
        QVERIFY(estimateCost(spot).value().options.first().notes.join(u' ').contains(u"interruptible"_s));
    }

    void missingPricesAreListedNotGuessed()
    {
        CostInputs in = inputs(u"B"_s, PricingModel::OnDemand);
        in.models = {std::begin(AllPricingModels), std::end(AllPricingModels)};
        const CostEstimate e = estimateCost(in).value();
        QCOMPARE(e.options.size(), 5);
        for (const CostOption& o : e.options) {
            QCOMPARE(o.available, o.pricing == PricingModel::OnDemand);
            if (!o.available) {
                QVERIFY(o.notes.first().startsWith(u"no public"_s));
                QVERIFY(o.payments.isEmpty());
            }
        }
        QVERIFY(e.breakEven.isEmpty());
    }

    void derivedFigures_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("payment");
        QTest::addColumn<int>("months");
        QTest::addColumn<qint64>("usage");
        QTest::addColumn<qint64>("gpuMilli");
        QTest::addColumn<qint64>("milliTflops");
        QTest::addColumn<QString>("gpuHour");
        QTest::addColumn<QString>("pflopHour");
        // Rates, kept to the micro-unit (shown with four decimals): a GPU-hour share costs fractions of a
        // cent. 21900 / (4 GPUs x 8760 h) = 0.625; 21900 / (0.312 PFLOPS x 8760 h) = 8.012820...
        QTest::newRow("on-demand") << u"on-demand"_s << QString() << 12 << qint64(73000) << qint64(4000)
                                   << qint64(312000) << u"0.625"_s << u"8.012821"_s;
        // 12000 / (1 GPU x 6 x 730 h) = 2.739726...; a reservation costs more per hour actually used
        QTest::newRow("reservation used half a year")
            << u"reserved-1y"_s << u"all_upfront"_s << 6 << qint64(73000) << qint64(1000) << qint64(312000)
            << u"2.739726"_s << u"8.781173"_s;
        // a quarter of a GPU: 21900 / (0.25 x 8760) = 10
        QTest::newRow("a vGPU share") << u"on-demand"_s << QString() << 12 << qint64(73000) << qint64(250)
                                      << qint64(16250) << u"10"_s << u"153.846154"_s;
    }
    void derivedFigures()
    {
        QFETCH(QString, model);
        QFETCH(QString, payment);
        QFETCH(int, months);
        QFETCH(qint64, usage);
        QFETCH(qint64, gpuMilli);
        QFETCH(qint64, milliTflops);
        QFETCH(QString, gpuHour);
        QFETCH(QString, pflopHour);
        const PricingModel m = pricingModelFromKey(model).value();
        CostInputs in = inputs(u"A"_s, m);
        in.months = months;
        in.usageCentiHours = usage;
        in.gpuMilliPerInstance = gpuMilli;
        in.denseMilliTflopsPerInstance = milliTflops;
        const CostEstimate e = estimateCost(in).value();
        const CostOption* o = e.option(m, payment.isEmpty() ? std::nullopt : paymentOptionFromKey(payment));
        QCOMPARE(o->effectiveGpuHour->micros(), micros(gpuHour));
        QCOMPARE(o->pflopHour->micros(), micros(pflopHour));
    }

    void noThroughputFigureMeansNoPflopHour()
    {
        CostInputs in = inputs(u"A"_s, PricingModel::OnDemand);
        in.denseMilliTflopsPerInstance.reset();
        QVERIFY(!estimateCost(in).value().options.first().pflopHour);
        in.usageCentiHours = 0;
        QVERIFY(!estimateCost(in).value().options.first().effectiveGpuHour);
    }

    void breakEven_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("payment");
        QTest::addColumn<int>("months");
        QTest::addColumn<qint64>("usage");
        QTest::addColumn<qint64>("breakEvenUsage"); // centi-hours, -1 = none
        QTest::addColumn<int>("month");             // -1 = none
        // 14016 / (2.50 x 12) = 467.2 h; 1168 a month beats 1825 from the first month
        QTest::newRow("no upfront pays from month 1")
            << u"reserved-1y"_s << u"no_upfront"_s << 12 << qint64(73000) << qint64(46720) << 1;
        // on-demand reaches 12000 in month 7 (6 x 1825 = 10950, 7 x 1825 = 12775)
        QTest::newRow("all upfront pays from month 7")
            << u"reserved-1y"_s << u"all_upfront"_s << 12 << qint64(73000) << qint64(40000) << 7;
        // 6000 + 584 k <= 1825 k from k = 5
        QTest::newRow("partial upfront pays from month 5")
            << u"reserved-1y"_s << u"partial_upfront"_s << 12 << qint64(73000) << qint64(43360) << 5;
        // at 300 h on-demand costs 9000 < 12000: never within the horizon
        QTest::newRow("low usage never pays")
            << u"reserved-1y"_s << u"all_upfront"_s << 12 << qint64(30000) << qint64(40000) << -1;
        // 25000 / 30 = 833.33 h a month: above 744, so on-demand is cheaper at any usage
        QTest::newRow("3 years over 12 months never pays")
            << u"reserved-3y"_s << u"all_upfront"_s << 12 << qint64(73000) << qint64(-1) << -1;
        // 1500 x 12 / (2.50 x 12) = 600 h
        QTest::newRow("monthly subscription")
            << u"monthly"_s << QString() << 12 << qint64(73000) << qint64(60000) << 1;
        // 1.6 x 730 x 18... 2 terms: 28032 / (2.5 x 18) = 622.93 h; at 730 h on-demand costs 32850
        // and the commitment (26 280 at month 18 cash, 28032 with the owed months) stays below it from month
        // 1
        QTest::newRow("renewal counted in the horizon")
            << u"reserved-1y"_s << u"no_upfront"_s << 18 << qint64(73000) << qint64(62294) << 1;
    }
    void breakEven()
    {
        QFETCH(QString, model);
        QFETCH(QString, payment);
        QFETCH(int, months);
        QFETCH(qint64, usage);
        QFETCH(qint64, breakEvenUsage);
        QFETCH(int, month);
        CostInputs in = inputs(u"A"_s, PricingModel::OnDemand);
        const PricingModel m = pricingModelFromKey(model).value();
        in.models = {PricingModel::OnDemand, m};
        in.months = months;
        in.usageCentiHours = usage;
        const CostEstimate e = estimateCost(in).value();
        const std::optional<PaymentOption> p =
            payment.isEmpty() ? std::nullopt : paymentOptionFromKey(payment);
        const BreakEven* b = nullptr;
        for (const BreakEven& x : e.breakEven) {
            if (x.pricing == m && x.payment == p)
                b = &x;
        }
        QVERIFY(b);
        QCOMPARE(b->usageCentiHours.value_or(-1), breakEvenUsage);
        QCOMPARE(b->month.value_or(-1), month);
        if (!b->month || !b->usageCentiHours)
            QVERIFY(!b->note.isEmpty());
    }

    void cheapestOption_data()
    {
        QTest::addColumn<qint64>("usage");
        QTest::addColumn<QString>("cheapest");
        QTest::addColumn<QString>("uninterruptible");
        // always on: spot 8672.40 < reserved 1y all upfront 12000 < partial 13008 < no upfront 14016 < ...
        QTest::newRow("always on") << qint64(73000) << u"spot"_s << u"reserved-1y/all_upfront"_s;
        // 100 h: on-demand 3000, spot 1188 (0.9 x 100 x 1.1 x 12), monthly 18000
        QTest::newRow("light use") << qint64(10000) << u"spot"_s << u"on-demand"_s;
    }
    void cheapestOption()
    {
        QFETCH(qint64, usage);
        QFETCH(QString, cheapest);
        QFETCH(QString, uninterruptible);
        CostInputs in = inputs(u"A"_s, PricingModel::OnDemand);
        in.models = {std::begin(AllPricingModels), std::end(AllPricingModels)};
        in.usageCentiHours = usage;
        const CostEstimate e = estimateCost(in).value();
        QCOMPARE(e.options[e.cheapest].key(), cheapest);
        QCOMPARE(e.options[e.cheapestUninterruptible].key(), uninterruptible);
    }

    void badInputsAreErrors_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("months");
        QTest::addColumn<qint64>("usage");
        QTest::addColumn<qint64>("discount");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("no instances") << 0 << 12 << qint64(73000) << qint64(0) << QString() << u"count"_s;
        QTest::newRow("negative months") << 1 << -1 << qint64(73000) << qint64(0) << QString() << u"months"_s;
        QTest::newRow("over 744 hours") << 1 << 12 << qint64(74401) << qint64(0) << QString() << u"744"_s;
        QTest::newRow("100 % discount")
            << 1 << 12 << qint64(73000) << qint64(10000) << QString() << u"discount"_s;
        QTest::newRow("currency without a rate")
            << 1 << 12 << qint64(73000) << qint64(0) << u"JPY"_s << u"no exchange rate for JPY"_s;
    }
    void badInputsAreErrors()
    {
        QFETCH(int, count);
        QFETCH(int, months);
        QFETCH(qint64, usage);
        QFETCH(qint64, discount);
        QFETCH(QString, currency);
        QFETCH(QString, fragment);
        CostInputs in = inputs(u"A"_s, PricingModel::OnDemand);
        in.count = count;
        in.months = months;
        in.usageCentiHours = usage;
        in.provider = u"test"_s;
        in.discountsBp.insert(in.provider, discount);
        in.currency = currency;
        const auto r = estimateCost(in);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::Usage);
        QVERIFY2(r.error().message.contains(fragment), qPrintable(r.error().message));
    }

    void hugeAmountsAreRefusedNotWrapped()
    {
        CostInputs in = inputs(u"A"_s, PricingModel::OnDemand);
        in.models = {std::begin(AllPricingModels), std::end(AllPricingModels)};
        in.prices.onDemandHourly = Money(std::int64_t(1e9) * Money::MicrosPerUnit, u"USD"_s); // 10^9 an hour
        in.prices.monthly = Money(std::int64_t(9e11) * Money::MicrosPerUnit, u"USD"_s);
        in.count = MaxCount;
        in.months = MaxMonths;
        const CostEstimate e = estimateCost(in).value();
        for (const CostOption& o : e.options) {
            if (o.pricing == PricingModel::OnDemand || o.pricing == PricingModel::Monthly) {
                QVERIFY(!o.available);
                QVERIFY(o.notes.first().contains(u"too large"_s));
            }
            if (o.available)
                QVERIFY(o.total.micros() >= 0);
        }
    }

    void conversionStatesItsRate()
    {
        CostInputs in = inputs(u"C"_s, PricingModel::OnDemand);
        in.currency = u"USD"_s;
        const CostEstimate e = estimateCost(in).value();
        QVERIFY(e.fx);
        QCOMPARE(e.fx->quote, u"7.1 CNY per USD, as of 2026-11-01"_s);
        in.currency.clear();
        QVERIFY(!estimateCost(in).value().fx);
    }

    void priceSheetDifferences()
    {
        PriceSheet a = sheetA();
        PriceSheet b = sheetA();
        QVERIFY(b.differencesFrom(a).isEmpty());
        b.onDemandHourly = usd("2.40");
        b.reserved.removeLast();
        const QStringList d = b.differencesFrom(a);
        QCOMPARE(d.size(), 2);
        QCOMPARE(d[0], u"on-demand hourly 2.50 USD -> 2.40 USD"_s);
        QVERIFY(d[1].startsWith(u"reserved 3y all_upfront effective hourly"_s));
        QVERIFY(d[1].endsWith(u"-> none"_s));
    }

    void modelKeys()
    {
        QCOMPARE(pricingModelKeys(),
                 (QStringList{u"on-demand"_s, u"monthly"_s, u"reserved-1y"_s, u"reserved-3y"_s, u"spot"_s}));
        for (const QString& k : pricingModelKeys())
            QCOMPARE(pricingModelKey(pricingModelFromKey(k).value()), k);
        QVERIFY(!pricingModelFromKey(u"weekly"_s));
        QCOMPARE(termMonths(PricingModel::Reserved3y), 36);
    }
};

QTEST_GUILESS_MAIN(TestCostEngine)
#include "tst_costengine.moc"
