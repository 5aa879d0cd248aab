#include "reportsections.h"

#include "fixedpoint.h"
#include "freshness.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace gp::report {

namespace {

// " (stale: 1 year 2 months old)" for a price older than StaleAfterMonths, in the report's sources list.
QString staleSuffix(const QDate& asOf)
{
    const QString note = staleNote(asOf);
    return note.isEmpty() ? QString() : u" <b>("_s + note.toHtmlEscaped() + u")</b>"_s;
}

QString amount(const Money& m)
{
    return formatAmount(m, AmountKind::Total);
}

QString percent(std::int64_t bp)
{
    return fixed::toString(bp, 2) + u" %"_s;
}

const QString kTableStyle = u"border='1' cellspacing='0' cellpadding='3' width='100%'"_s;
// The comparison's ~45 attribute rows: tighter, so two offers' table fits one page.
const QString kCompactTableStyle =
    u"border='1' cellspacing='0' cellpadding='1' width='100%' style='font-size: 8pt'"_s;

QString withCode(const Money& m)
{
    return formatAmount(m, AmountKind::Total, CurrencyMark::Code);
}

// "12.3 %" of `part` against `whole`, one decimal.
QString share(const Money& part, const Money& whole)
{
    if (whole.micros() == 0)
        return QString();
    return formatDecimal(100.0 * double(part.micros()) / double(whole.micros()), 1) + u" %"_s;
}

QString listHtml(const QStringList& lines, const QString& cls = {})
{
    QString h = cls.isEmpty() ? u"<ul>"_s : u"<ul class='%1'>"_s.arg(cls);
    for (const QString& l : lines)
        h += u"<li>%1</li>"_s.arg(esc(l));
    return h + u"</ul>"_s;
}

} // namespace

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString breakableId(const QString& id)
{
    QString out;
    for (const QChar c : id) {
        out += QString(c).toHtmlEscaped();
        if (c == u'/' || c == u'.' || c == u'_' || c == u'-')
            out += QChar(0x200B); // a zero-width space: a line may end here, and only here
    }
    return out;
}

QString idHeaderHtml(const QString& id, const QString& region, qsizetype columns)
{
    const QString text = breakableId(id) + u"<br>"_s + breakableId(region);
    // Five or more offers side by side leave a column too narrow for a part such as "johannesburg-".
    return columns >= 5 ? u"<th><small>%1</small></th>"_s.arg(text) : u"<th>%1</th>"_s.arg(text);
}

QString assumptionsHtml(const ReportInput& in)
{
    QString h = u"<h2>%1</h2><table %2>"_s.arg(QObject::tr("Assumptions"), kTableStyle);
    auto row = [&](const QString& k, const QString& v) {
        h += u"<tr><td width='35%'><b>%1</b></td><td>%2</td></tr>"_s.arg(k, v);
    };
    const QString currency = in.plan ? in.plan->currency : in.currency;
    row(QObject::tr("Currency"), esc(currency));
    const ExchangeRates& fx = in.plan ? in.plan->fx : in.fx;
    // The rates the report's figures rest on: the currencies of the prices used and the one shown.
    QSet<QString> used{currency};
    if (in.plan) {
        for (const PlanItem& it : in.plan->items)
            used.insert(it.prices.currency);
    }
    for (const OfferRow* r : in.offers)
        used.insert(r->currency());
    QStringList rates;
    for (auto it = fx.rates().cbegin(); it != fx.rates().cend(); ++it) {
        if (!used.contains(it.key()))
            continue;
        rates << QObject::tr("%1 %2 per USD (%3%4)")
                     .arg(fixed::toString(it->perUsdMicros, ExchangeRates::RateDecimals), it.key(),
                          it->asOf.isValid() ? QObject::tr("as of ") + it->asOf.toString(Qt::ISODate)
                                             : QObject::tr("no date"),
                          it->source.isEmpty() ? QString() : u", "_s + esc(it->source));
    }
    row(QObject::tr("Exchange rates"), rates.isEmpty() ? QObject::tr("none needed") : rates.join(u"<br>"_s));
    row(QObject::tr("Hours in a month"), QObject::tr("730 (reservations bill every hour of their term)"));
    if (in.plan) {
        row(QObject::tr("Default usage"),
            QObject::tr("%1 h per month").arg(fixed::toString(in.plan->hoursPerMonthCenti, 2)));
        row(QObject::tr("Horizon"),
            QObject::tr("%1 months, from the plan's items").arg(in.plan->cost().months));
    } else {
        row(QObject::tr("Usage"), QObject::tr("%1 h per month").arg(fixed::toString(in.usageCentiHours, 2)));
        row(QObject::tr("Horizon"), QObject::tr("%1 months").arg(in.months));
    }
    const auto& discounts = in.plan ? in.plan->discountsBp : in.discountsBp;
    QStringList d;
    for (auto it = discounts.cbegin(); it != discounts.cend(); ++it)
        d << u"%1: %2"_s.arg(esc(in.catalog ? in.catalog->providerName(it.key()) : it.key()),
                             percent(it.value()));
    row(QObject::tr("Negotiated discounts"), d.isEmpty() ? QObject::tr("none") : d.join(u", "_s));
    row(QObject::tr("Spot rework overhead"), percent(in.plan ? in.plan->spotOverheadBp : in.spotOverheadBp));
    row(QObject::tr("Rounding"), QObject::tr("each month to the cent; totals are sums of months"));
    return h + u"</table>"_s;
}

// What the plan pays for: compute, storage, data transfer and other, with each one's share of the total.
QString kindsHtml(const PlanSummary& s)
{
    QString h = u"<h3>%1</h3><table %2><thead><tr><th align='left' width='30%'>%3</th><th>%4</th><th>%5</th>"
                u"</tr></thead>"_s.arg(QObject::tr("What it pays for"), kTableStyle, QObject::tr("Kind"),
                                       QObject::tr("Total"), QObject::tr("Share"));
    for (const PlanTotal& t : s.perKind)
        h += u"<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td></tr>"_s.arg(
            esc(planItemKindLabel(planItemKindFromKey(t.key).value_or(PlanItemKind::Instance))),
            amount(t.total), share(t.total, s.asPlanned.total));
    h += u"<tr class='total'><td><b>%1</b></td><td align='right'><b>%2</b></td><td></td></tr></table>"_s.arg(
        esc(QObject::tr("Total")), amount(s.asPlanned.total));
    return h;
}

// Page 1 of a plan's report: what it costs as planned and bought each other way, what the cheapest way saves,
// the break-even points, the budget and the age of the prices.
QString planSummaryHtml(const Plan& plan, const PlanSummary& s)
{
    const QString horizon = monthsText(s.horizon);
    QString h = u"<h2>%1</h2><p>"_s.arg(QObject::tr("Summary"));
    h += esc((plan.items.size() == 1 ? QObject::tr("Plan \"%1\": 1 item over %2; amounts in %3.")
                                           .arg(plan.name, horizon, plan.currency)
                                     : QObject::tr("Plan \"%1\": %2 items over %3; amounts in %4.")
                                           .arg(plan.name)
                                           .arg(plan.items.size())
                                           .arg(horizon, plan.currency)));
    h += u"</p>"_s;
    h += u"<table %1><thead><tr><th align='left' "
         u"width='30%'>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>"
         "</thead>"_s.arg(kTableStyle, QObject::tr("Bought as"), QObject::tr("Upfront"),
                          QObject::tr("Average per month"), QObject::tr("Total over %1").arg(horizon),
                          QObject::tr("Owed after the horizon"));
    auto row = [&](const QString& label, const CostSplit& c, bool bold, const QString& note) {
        auto cell = [&](const QString& v) {
            return bold ? u"<td align='right'><b>%1</b></td>"_s.arg(v)
                        : u"<td align='right'>%1</td>"_s.arg(v);
        };
        h += bold ? u"<tr class='total'><td><b>%1</b>%2</td>"_s.arg(esc(label), note)
                  : u"<tr><td>%1%2</td>"_s.arg(esc(label), note);
        h += cell(amount(c.upfront)) + cell(amount(c.averageMonthly)) + cell(amount(c.withinHorizon));
        h += cell(c.owedAfterHorizon.micros() == 0
                      ? u"—"_s
                      : QObject::tr("+ %1 (%2)").arg(amount(c.owedAfterHorizon), monthsText(c.monthsOwed)));
        h += u"</tr>"_s;
    };
    row(QObject::tr("As planned"), s.asPlanned, true, QString());
    for (int i = 0; i < s.alternatives.size(); ++i) {
        const PlanAlternative& a = s.alternatives[i];
        QString note;
        if (a.itemsKept > 0)
            note += u"<br><span class='sub'>%1</span>"_s.arg(
                esc(a.itemsKept == 1
                        ? QObject::tr("1 item has no such price and stays as planned")
                        : QObject::tr("%1 items have no such price and stay as planned").arg(a.itemsKept)));
        if (a.interruptible)
            note += u"<br><span class='sub'>%1</span>"_s.arg(esc(QObject::tr("can be interrupted")));
        if (i == s.cheapest)
            note += u" <b>%1</b>"_s.arg(esc(QObject::tr("(cheapest)")));
        row(QObject::tr("All %1").arg(pricingModelLabel(a.pricing).toLower()), a.split, false, note);
    }
    h += u"</table>"_s;
    h += kindsHtml(s);

    QStringList findings;
    if (s.savingAgainstOnDemand) {
        const Money& d = *s.savingAgainstOnDemand;
        const Money onDemand(s.asPlanned.total.micros() + d.micros(), plan.currency);
        if (d.micros() > 0)
            findings << QObject::tr("As planned, the plan saves %1 (%2) against buying everything on demand.")
                            .arg(withCode(d), share(d, onDemand));
        else if (d.micros() < 0)
            findings << QObject::tr("As planned, the plan costs %1 more than buying everything on demand.")
                            .arg(withCode(Money(-d.micros(), plan.currency)));
    }
    if (s.cheapestUninterruptible >= 0) {
        const PlanAlternative& c = s.alternatives[s.cheapestUninterruptible];
        const Money saving(s.asPlanned.total.micros() - c.split.total.micros(), plan.currency);
        findings << (saving.micros() > 0
                         ? QObject::tr("Cheapest without interruptions: all %1, %2 in total; %3 less than as "
                                       "planned.")
                               .arg(pricingModelLabel(c.pricing).toLower(), withCode(c.split.total),
                                    withCode(saving))
                         : QObject::tr("No other way of buying without interruptions costs less than as "
                                       "planned."));
    }
    if (s.asPlanned.owedAfterHorizon.micros() != 0)
        findings << QObject::tr("Commitments run past month %1: %2 is owed in the %3 after it.")
                        .arg(s.horizon)
                        .arg(withCode(s.asPlanned.owedAfterHorizon), monthsText(s.asPlanned.monthsOwed));
    h += listHtml(findings);
    if (!s.breakEvens.isEmpty()) {
        QStringList lines = s.breakEvens;
        if (s.breakEvensLeftOut > 0)
            lines << QObject::tr("… and %1 more").arg(s.breakEvensLeftOut);
        h += u"<h3>%1</h3>"_s.arg(QObject::tr("Break-even against on-demand")) + listHtml(lines);
    }
    if (!s.budget.isEmpty())
        h += u"<h3>%1</h3>"_s.arg(QObject::tr("Budget")) + listHtml(s.budget);
    h += u"<h3>%1</h3><p>"_s.arg(QObject::tr("Prices"));
    if (s.oldestPrice.isValid())
        h += esc(s.oldestPrice == s.newestPrice
                     ? QObject::tr("Every price as of %1.").arg(s.oldestPrice.toString(Qt::ISODate))
                     : QObject::tr("Prices as of %1 to %2.")
                           .arg(s.oldestPrice.toString(Qt::ISODate), s.newestPrice.toString(Qt::ISODate)));
    h += u"</p>"_s;
    if (!s.stalePrices.isEmpty())
        h +=
            u"<p class='warn'><b>%1</b></p>"_s.arg(esc(QObject::tr("Stale prices: check them before relying "
                                                                   "on these figures."))) +
            listHtml(s.stalePricesLeftOut > 0
                         ? s.stalePrices + QStringList{QObject::tr("… and %1 more").arg(s.stalePricesLeftOut)}
                         : s.stalePrices,
                     u"warn"_s);
    return h;
}

// Page 1 of a comparison's report: each offer under each way of buying, side by side.
QString comparisonSummaryHtml(const ReportInput& in, const QList<std::optional<CostEstimate>>& estimates)
{
    QString h = u"<h2>%1</h2><p>"_s.arg(QObject::tr("Summary"));
    h += esc(
        QObject::tr("%1 offers compared over %2 at %3 h per month; amounts in %4.")
            .arg(in.offers.size())
            .arg(monthsText(in.months), formatDecimal(double(in.usageCentiHours) / 100.0, 2), in.currency));
    h += u"</p><table %1><thead><tr><th align='left'>%2</th>"_s.arg(kTableStyle, QObject::tr("Bought as"));
    for (const OfferRow* r : in.offers)
        h += idHeaderHtml(r->instance->id(), r->region(), in.offers.size());
    h += u"</tr></thead>"_s;
    for (const PricingModel m : AllPricingModels) {
        bool any = false;
        QString cells;
        for (const auto& e : estimates) {
            const CostOption* best = e ? e->cheapestOf(m) : nullptr;
            if (!best) {
                cells += u"<td align='center'>%1</td>"_s.arg(esc(QObject::tr("no public price")));
                continue;
            }
            any = true;
            QString c = u"<b>%1</b>"_s.arg(amount(best->withinHorizon()));
            c += u"<br><span class='sub'>%1</span>"_s.arg(esc(
                QObject::tr("upfront %1 · %2 a month").arg(amount(best->upfront), amount(best->monthly))));
            if (best->owedAfterHorizon.micros() != 0)
                c += u"<br><span class='warn'>%1</span>"_s.arg(
                    esc(QObject::tr("+ %1 owed after the horizon (%2)")
                            .arg(amount(best->owedAfterHorizon), monthsText(best->monthsBeyondHorizon))));
            cells += u"<td align='right'>%1</td>"_s.arg(c);
        }
        if (any)
            h += u"<tr><td>%1</td>%2</tr>"_s.arg(esc(pricingModelLabel(m)), cells);
    }
    // The cheapest way to buy each offer and what it saves against on-demand.
    h += u"<tr class='total'><td><b>%1</b></td>"_s.arg(QObject::tr("Cheapest"));
    for (const auto& e : estimates) {
        if (!e || e->cheapestUninterruptible < 0) {
            h += u"<td></td>"_s;
            continue;
        }
        const CostOption& c = e->options[e->cheapestUninterruptible];
        const CostOption* od = e->option(PricingModel::OnDemand);
        QString t = esc(c.label());
        if (od && od->available && od->total.micros() > c.total.micros()) {
            const Money saving(od->total.micros() - c.total.micros(), c.total.currency());
            t += u"<br>"_s + esc(QObject::tr("saves %1 (%2) against on-demand")
                                     .arg(amount(saving), share(saving, od->total)));
        }
        h += u"<td align='right'>%1</td>"_s.arg(t);
    }
    h += u"</tr></table><p class='sub'>%1</p>"_s.arg(esc(
        QObject::tr("Bold: paid within the horizon. A reservation's cheapest payment option is shown; a term "
                    "that runs past the horizon is owed in full and shown on its own line. Spot can be "
                    "interrupted and is not counted as the cheapest.")));
    QStringList breakEvens;
    QStringList prices;
    for (int i = 0; i < in.offers.size(); ++i) {
        const OfferRow* r = in.offers[i];
        if (estimates[i]) {
            for (const BreakEven& b : estimates[i]->breakEven)
                breakEvens << QObject::tr("%1 in %2: %3").arg(r->instance->id(), r->region(), b.sentence());
        }
        if (r->offer) {
            const Source& src = r->primarySource();
            const QString stale = staleNote(src.asOf);
            prices << (stale.isEmpty() ? QObject::tr("%1 in %2: prices as of %3")
                                             .arg(r->instance->id(), r->region(), asOfText(src))
                                       : QObject::tr("%1 in %2: prices as of %3 (%4)")
                                             .arg(r->instance->id(), r->region(), asOfText(src), stale));
        }
    }
    if (!breakEvens.isEmpty())
        h += u"<h3>%1</h3>"_s.arg(QObject::tr("Break-even against on-demand")) + listHtml(breakEvens);
    h += u"<h3>%1</h3>"_s.arg(QObject::tr("Prices")) + listHtml(prices);
    return h;
}

QString comparisonHtml(const ReportInput& in, const Comparison& cmp)
{
    // The note goes above the table: below it, a table that fills its page would push one line onto a page of
    // its own.
    QString h =
        u"<h2 style='page-break-before: always'>%1</h2><p>%2</p><table %3><thead><tr><th "
        "align='left'>%4</th>"_s.arg(QObject::tr("Comparison"), QObject::tr("Best value per row in bold."),
                                     kCompactTableStyle, QObject::tr("Attribute"));
    for (const Comparison::Column& c : cmp.columns())
        h += idHeaderHtml(c.instance->id(), c.offer ? c.offer->region : QString(), cmp.columns().size());
    h += u"</tr></thead>"_s;
    for (const Comparison::Row& r : cmp.rows()) {
        h += u"<tr><td>%1</td>"_s.arg(esc(r.label));
        for (int i = 0; i < r.display.size(); ++i) {
            const QString v = r.display[i].isEmpty() ? u"—"_s : esc(r.display[i]);
            h += r.best.contains(i) ? u"<td align='right'><b>%1</b></td>"_s.arg(v)
                                    : u"<td align='right'>%1</td>"_s.arg(v);
        }
        h += u"</tr>"_s;
    }
    Q_UNUSED(in);
    return h + u"</table>"_s;
}

TableCells planItemCells(const Plan& plan, const PlanCost& cost)
{
    TableCells t;
    t.header = {u"#"_s,
                QObject::tr("Item"),
                QObject::tr("Region"),
                QObject::tr("Count"),
                QObject::tr("Pricing"),
                QObject::tr("Months"),
                QObject::tr("Phase"),
                QObject::tr("Total")};
    t.rightAligned = {true, false, false, true, false, false, false, true};
    t.rows.reserve(plan.items.size());
    for (int i = 0; i < plan.items.size(); ++i) {
        const PlanItem& it = plan.items[i];
        const PlanItemCost& ic = cost.items[i];
        const bool instance = it.kind == PlanItemKind::Instance;
        t.rows << QStringList{QString::number(i + 1),
                              it.title(),
                              it.kind == PlanItemKind::Fixed ? QString() : it.region,
                              instance ? QString::number(it.count)
                              : it.kind == PlanItemKind::Fixed
                                  ? QString()
                                  : QObject::tr("%1 GB").arg(amountLocale().toString(
                                        qlonglong(it.gb))), // grouped like the amounts
                              !instance   ? planItemKindLabel(it.kind)
                              : ic.option ? ic.option->label()
                                          : pricingModelLabel(it.pricing),
                              u"%1–%2"_s.arg(it.startMonth).arg(it.endMonth()),
                              phaseLabel(it.phase),
                              ic.priced() ? amount(ic.total) : QObject::tr("not priced")};
    }
    return t;
}

QString cellsHtml(const QString& heading, const TableCells& t)
{
    QString h = u"<h2>%1</h2><table %2><thead><tr>"_s.arg(esc(heading), kTableStyle);
    for (const QString& c : t.header)
        h += u"<th>%1</th>"_s.arg(esc(c));
    h += u"</tr></thead>"_s;
    for (const QStringList& row : t.rows) {
        h += u"<tr>"_s;
        for (qsizetype c = 0; c < row.size(); ++c)
            h += (t.rightAligned.value(c) ? u"<td align='right'>%1</td>"_s : u"<td>%1</td>"_s)
                     .arg(esc(row[c]));
        h += u"</tr>"_s;
    }
    return h + u"</table>"_s;
}

QString planMonthsHtml(const Plan& plan, const PlanCost& cost)
{
    QString h;
    // By month and phase.
    QStringList phases;
    for (const PlanTotal& t : cost.perPhase)
        phases << t.key;
    h += u"<h2>%1</h2><table %2><thead><tr><th>%3</th>"_s.arg(
        QObject::tr("Cost by month and phase (%1)").arg(esc(plan.currency)), kTableStyle,
        QObject::tr("Month"));
    for (const QString& p : phases)
        h += u"<th>%1</th>"_s.arg(p.isEmpty() ? QObject::tr("(no phase)") : esc(phaseLabel(p)));
    h += u"<th>%1</th><th>%2</th></tr></thead>"_s.arg(QObject::tr("Total"), QObject::tr("Cumulative"));
    const QList<Money> cumulative = cost.cumulative();
    const QString over = u" bgcolor='#f8d7d4'"_s;
    int overMonths = 0;
    int overTotalFrom = 0;
    for (int m = 0; m < cost.months; ++m) {
        h += u"<tr><td align='right'>%1</td>"_s.arg(m + 1);
        for (const QString& p : phases) {
            std::int64_t v = 0;
            for (int i = 0; i < plan.items.size(); ++i) {
                if (plan.items[i].phase == p)
                    v += cost.items[i].perMonth[m].micros();
            }
            h += u"<td align='right'>%1</td>"_s.arg(amount(Money(v, plan.currency)));
        }
        // A month over the monthly budget, and a running total over the total budget, are marked in words
        // as well as in colour, so a black-and-white print shows them.
        const bool overMonth =
            plan.budget.monthly && cost.perMonth[m].micros() > plan.budget.monthly->micros();
        const bool overTotal = plan.budget.total && cumulative[m].micros() > plan.budget.total->micros();
        overMonths += overMonth ? 1 : 0;
        overTotalFrom = overTotal && overTotalFrom == 0 ? m + 1 : overTotalFrom;
        h += u"<td align='right'%1>%2</td><td align='right'%3>%4</td></tr>"_s.arg(
            overMonth ? over : QString(), amount(cost.perMonth[m]) + (overMonth ? u" *"_s : QString()),
            overTotal ? over : QString(), amount(cumulative[m]) + (overTotal ? u" †"_s : QString()));
    }
    h += u"<tr><td><b>%1</b></td>"_s.arg(QObject::tr("Total"));
    for (const PlanTotal& t : cost.perPhase)
        h += u"<td align='right'><b>%1</b></td>"_s.arg(amount(t.total));
    h += u"<td align='right'><b>%1</b></td><td></td></tr></table>"_s.arg(amount(cost.total));
    QStringList notes;
    if (overMonths > 0)
        notes << (overMonths == 1 ? QObject::tr("* One month is over the monthly budget of %1.")
                                        .arg(withCode(*plan.budget.monthly))
                                  : QObject::tr("* %1 months are over the monthly budget of %2.")
                                        .arg(overMonths)
                                        .arg(withCode(*plan.budget.monthly)));
    if (overTotalFrom > 0)
        notes << QObject::tr("† From month %1 the running total is over the total budget of %2.")
                     .arg(overTotalFrom)
                     .arg(withCode(*plan.budget.total));
    if (!notes.isEmpty())
        h += u"<p>%1</p>"_s.arg(esc(notes.join(u' ')));
    return h;
}

QString sourcesHtml(const ReportInput& in)
{
    // Every price used: a plan's stored prices (their as-of dates), or the compared offers' sources.
    QStringList lines;
    QSet<QString> seen;
    auto add = [&](const QString& line) {
        if (!seen.contains(line)) {
            seen.insert(line);
            lines << line;
        }
    };
    if (in.plan) {
        // One line per instance, price date and source, its regions listed (a plan of thousands of items
        // names each region once, not a line each). A plan keeps prices, not their sources: a source is named
        // where the catalog still sells the offer at exactly the prices the plan copied (one pass over the
        // catalog, one lookup per item).
        QHash<QString, const OfferRow*> byOffer;
        if (in.catalog) {
            for (const OfferRow& r : in.catalog->rows()) {
                if (r.offer)
                    byOffer.insert(r.instance->id() + u'\n' + r.region(), &r);
            }
        }
        auto sourceOf = [&](const PlanItem& it) {
            const OfferRow* r = byOffer.value(it.instanceId + u'\n' + it.region);
            const PriceSheet now = r ? PriceSheet::fromOffer(*r->offer) : PriceSheet{};
            if (!r || now.asOf != it.prices.asOf || !now.differencesFrom(it.prices).isEmpty())
                return esc(
                    QObject::tr("source not kept in the plan, and the catalog no longer has these prices"));
            QStringList named;
            for (const Source* src : r->offer->priceSources()) {
                const QString text =
                    esc(src->title) +
                    (src->url.isEmpty() ? QString() : u" &lt;"_s + esc(src->url) + u"&gt;"_s);
                if (!named.contains(text))
                    named << text;
            }
            return esc(QObject::tr("source: ")) + named.join(u"; "_s);
        };
        struct Group
        {
            const PlanItem* item;
            QString source;
            QStringList regions;
        };
        QList<Group> groups;
        QHash<QString, qsizetype> byKey;
        for (const PlanItem& it : in.plan->items) {
            if (it.kind != PlanItemKind::Instance)
                continue;
            const QString source = sourceOf(it);
            const QString key = it.instanceId + u'\n' + it.prices.currency + u'\n' +
                                it.prices.asOf.toString(Qt::ISODate) + (it.prices.undated ? u"u"_s : u""_s) +
                                u'\n' + source;
            const auto found = byKey.constFind(key);
            Group& g = found != byKey.cend()
                           ? groups[*found]
                           : (byKey.insert(key, groups.size()), groups.emplaceBack(Group{&it, source, {}}));
            if (!g.regions.contains(it.region))
                g.regions << it.region;
        }
        for (const Group& g : groups) {
            const PlanItem& it = *g.item;
            add(QObject::tr("%1 in %2: prices in %3 as of %4 (copied into the plan)")
                    .arg(esc(it.instanceId), esc(g.regions.join(u", "_s)), esc(it.prices.currency),
                         it.prices.asOf.isValid() ? asOfText(it.prices.asOf, it.prices.undated)
                                                  : QObject::tr("unknown")) +
                staleSuffix(it.prices.asOf) + u"; "_s + g.source);
        }
        // Storage and transfer prices, each with its own source; fixed amounts are the plan's own figures.
        for (const PlanItem& it : in.plan->items) {
            if (it.kind != PlanItemKind::Storage && it.kind != PlanItemKind::Transfer)
                continue;
            const UsagePrice& p = it.usagePrice;
            add(QObject::tr("%1: %2 %3 per GB%4 as of %5, %6 (copied into the plan)")
                    .arg(esc(it.title()), esc(p.tiersText()), esc(p.currency),
                         it.kind == PlanItemKind::Storage ? QObject::tr("-month") : QString(),
                         p.asOf.isValid() ? p.asOf.toString(Qt::ISODate) : QObject::tr("unknown"),
                         esc(p.source.isEmpty() ? QObject::tr("no source given") : p.source)) +
                staleSuffix(p.asOf));
        }
    }
    for (const OfferRow* r : in.offers) {
        if (!r->offer)
            continue;
        auto src = [&](const Source& s) {
            add(u"%1 — %2, %3%4"_s.arg(esc(r->instance->id()), esc(s.title),
                                       QObject::tr("as of ") + asOfText(s) + staleSuffix(s.asOf),
                                       s.url.isEmpty() ? QString() : u" &lt;"_s + esc(s.url) + u"&gt;"_s));
        };
        for (const Source* s : r->offer->priceSources())
            src(*s);
        if (r->gpu)
            src(r->gpu->source);
    }
    QString h = u"<h2>%1</h2><ul>"_s.arg(QObject::tr("Data sources"));
    for (const QString& l : lines)
        h += u"<li>%1</li>"_s.arg(l);
    return h + u"</ul>"_s;
}

} // namespace gp::report
