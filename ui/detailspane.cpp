#include "detailspane.h"

#include "freshness.h"

#include "instancefacts.h"
#include "measurement.h"
#include "offerchoice.h"

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString num(const std::optional<double>& v, int decimals = 1)
{
    return v ? formatDecimal(*v, decimals) : u"—"_s;
}

QString price(const std::optional<Money>& m)
{
    return m ? esc(formatAmount(*m, AmountKind::Rate)) : u"—"_s;
}

QString sourceText(const Source& s)
{
    const QString stale = staleNote(s.asOf);
    if (stale.isEmpty())
        return esc(sourceLine(s));
    return esc(sourceLine(s)) + u" <b style=\"color:#b04a00\">"_s + esc(stale) + u"</b>"_s;
}
} // namespace

DetailsPane::DetailsPane(const Catalog& catalog, QWidget* parent) : QTextBrowser(parent), m_catalog(catalog)
{
    setObjectName(u"details"_s);
    setOpenExternalLinks(true);
    showRow(nullptr);
}

void DetailsPane::showRow(const OfferRow* row, const OfferGroup* group)
{
    if (!row) {
        setHtml(u"<p style='color:gray'>%1</p>"_s.arg(
            tr("Select an offer to see its GPU datasheet figures and every price with its source.")));
        return;
    }
    setHtml(html(*row, m_catalog, m_ranking, group));
}

void DetailsPane::setRanking(const QString& currency, const ExchangeRates& fx)
{
    m_ranking = {currency, fx};
}

QString DetailsPane::html(const OfferRow& row, const Catalog& catalog, const Ranking& ranking,
                          const OfferGroup* group)
{
    const InstanceType& inst = *row.instance;
    const Gpu& g = *row.gpu;
    QString h = u"<table width='100%'><tr><td valign=top width='45%'>"_s;
    h += u"<h3>%1</h3>"_s.arg(esc(inst.id()));
    h += u"<p>"_s +
         tr("%1 · %2× %3 · %4 vCPU · %5 GiB RAM")
             .arg(esc(catalog.providerName(inst.provider)), formatDecimal(inst.gpuCount, 3), esc(g.model))
             .arg(inst.vcpus > 0 ? QString::number(inst.vcpus) : tr("unknown"))
             .arg(inst.memoryGib > 0 ? formatDecimal(inst.memoryGib, 1) : tr("unknown")) +
         u"</p>"_s;
    h += u"<table cellspacing=0 cellpadding=2>"_s;
    auto fact = [&](const QString& k, const QString& v) {
        h += u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(k, v.isEmpty() ? u"—"_s : v);
    };
    // The instance's own facts from the sheet `show` prints; the GPU's figures get the table below.
    static const QStringList shown{u"gpu_interconnect"_s, u"nvlink_domain"_s,  u"network"_s,     u"rdma"_s,
                                   u"local_storage"_s,    u"virtualization"_s, u"spec_source"_s, u"notes"_s};
    for (const InstanceFact& f : instanceFacts(inst, catalog)) {
        if (shown.contains(f.key))
            fact(f.label, esc(f.value));
    }
    h += u"</table>"_s;

    h += u"<h4>%1</h4>"_s.arg(tr("GPU: %1 %2").arg(esc(g.vendor), esc(g.model)));
    h += u"<p>"_s + tr("%1 GB %2 per GPU").arg(formatDecimal(g.memoryGb, 1), esc(g.memoryType));
    h += g.memoryBandwidthGbs ? u", %1 GB/s"_s.arg(formatDecimal(*g.memoryBandwidthGbs, 0))
                              : u", "_s + tr("memory bandwidth not published");
    const GpuMeasurement* measured = g.measured ? &*g.measured : nullptr;
    if (measured && measured->memoryBandwidthGbs) {
        const double bw = *measured->memoryBandwidthGbs;
        h += u"; "_s + (g.memoryBandwidthGbs ? tr("measured %1 GB/s (%2 %)")
                                                   .arg(formatDecimal(bw, 0),
                                                        formatDecimal(100.0 * bw / *g.memoryBandwidthGbs, 0))
                                             : tr("measured %1 GB/s").arg(formatDecimal(bw, 0)));
    }
    h += u"</p><table border=1 cellspacing=0 cellpadding=3><tr><th>%1</th><th>%2</th><th>%3</th>"_s.arg(
        tr("Precision"), tr("Dense per GPU"), tr("Sparse per GPU"));
    if (measured)
        h += u"<th>%1</th>"_s.arg(tr("Measured per GPU"));
    h += u"</tr>"_s;
    for (Precision p : AllPrecisions) {
        h += u"<tr><td>%1%2</td><td align=right>%3</td><td align=right>%4</td>"_s.arg(
            precisionLabel(p), p == Precision::INT8 ? tr(" (TOPS)") : QString(), num(g.denseTflops(p)),
            num(g.sparseTflops(p)));
        if (measured) {
            const QString m = measuredWithShare(g.measuredTflops(p), g.denseTflops(p), 1);
            h += u"<td align=right>%1</td>"_s.arg(m.isEmpty() ? u"—"_s : m);
        }
        h += u"</tr>"_s;
    }
    h += u"</table>"_s;
    if (measured) {
        QString what =
            tr("Measured with gpu-probe on %1 (%n GPU(s)%2): FP32/FP64 by FMA kernels, the others by "
               "cuBLAS matrix multiply; percentages of the dense datasheet figure.",
               nullptr, int(measured->devices))
                .arg(measured->measuredAt.toString(u"yyyy-MM-dd"_s),
                     measured->label.isEmpty() ? QString() : u", "_s + esc(measured->label));
        if (measured->hostToDeviceGbs)
            what += u" "_s + tr("Host to GPU %1 GB/s, GPU to host %2 GB/s.")
                                 .arg(formatDecimal(*measured->hostToDeviceGbs, 1),
                                      formatDecimal(measured->deviceToHostGbs.value_or(0), 1));
        if (measured->peerGbs)
            what += u" "_s + tr("GPU to GPU %1 GB/s.").arg(formatDecimal(*measured->peerGbs, 0));
        h += u"<p><small>%1</small></p>"_s.arg(what);
    }
    h += u"<p><small>%1</small></p>"_s.arg(sourceText(g.source));
    if (!g.notes.isEmpty())
        h += u"<p><small>%1</small></p>"_s.arg(esc(g.notes));

    // Two columns: the hardware on the left, the prices on the right.
    h += u"</td><td valign=top style='padding-left:18px'>"_s;
    h += u"<h4>%1</h4>"_s.arg(tr("Prices per instance"));
    if (group && group->regionCount() > 1) {
        // The regions the grouped row stands for, named so the user can go to one.
        constexpr int Named = 12;
        QStringList regions;
        for (const OfferRow* r : group->rows) {
            if (r->offer && regions.size() < Named)
                regions << esc(r->offer->region);
        }
        QString list = regions.join(tr(", ", "list separator"));
        if (group->regionCount() > Named)
            list += tr(" and %1 more").arg(group->regionCount() - Named);
        QString text = tr("Matches the filters in %1 regions: %2.").arg(group->regionCount()).arg(list);
        if (group->lowestOnDemand && group->highestOnDemand)
            text += u" "_s +
                    tr("On demand from %1 to %2 per hour.")
                        .arg(formatAmount(*group->lowestOnDemand, AmountKind::Rate, CurrencyMark::Code),
                             formatAmount(*group->highestOnDemand, AmountKind::Rate, CurrencyMark::Code));
        h += u"<p>%1</p>"_s.arg(text);
    }
    if (inst.offers.isEmpty()) {
        h += u"<p>%1</p></td></tr></table>"_s.arg(tr("No public prices in the catalog for this instance."));
        return h;
    }
    h +=
        u"<table border=1 cellspacing=0 cellpadding=3><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>"_s
            .arg(tr("Region"), tr("Pricing"), tr("Price"), tr("Source"));
    // The selected region first, then the others by on-demand price converted into the display currency
    // (a CNY region among USD ones takes its place by value); an imported catalog can sell one instance in
    // hundreds of regions, and the pane lists a dozen.
    constexpr int MaxRegions = 12;
    QList<const Offer*> offers;
    if (row.offer)
        offers << row.offer;
    QList<const Offer*> others;
    for (const Offer& o : inst.offers) {
        if (&o != row.offer)
            others << &o;
    }
    std::stable_sort(others.begin(), others.end(), [&](const Offer* a, const Offer* b) {
        return onDemandRank(*a, ranking.currency, ranking.fx) <
               onDemandRank(*b, ranking.currency, ranking.fx);
    });
    for (const Offer* o : others) {
        if (offers.size() < MaxRegions)
            offers << o;
    }
    for (const Offer* offer : offers) {
        const Offer& o = *offer;
        const bool selected = row.offer == &o;
        auto line = [&](const QString& model, const QString& value, const Source& s) {
            const QString weight = selected ? u" style='font-weight:bold'"_s : QString();
            h +=
                u"<tr><td%1>%2</td><td>%3</td><td align=right%1>%4</td><td><small>%5</small></td></tr>"_s.arg(
                    weight, esc(o.region), model, value, sourceText(s));
        };
        const QString cur = u" "_s + esc(o.currency);
        if (o.onDemandHourly)
            line(tr("On-demand per hour"), price(o.onDemandHourly->amount) + cur, o.onDemandHourly->source);
        if (o.monthly)
            line(tr("Monthly subscription"), price(o.monthly->amount) + cur, o.monthly->source);
        for (const ReservedPrice& r : o.reserved) {
            QString v = price(r.effectiveHourly()) + cur;
            if (r.upfront)
                v += u"<br>"_s + tr("%1 upfront").arg(price(r.upfront) + cur);
            line(tr("Reserved %1 y, %2, effective per hour").arg(r.termYears).arg(paymentLabel(r.payment)), v,
                 r.source);
        }
        if (o.spot) {
            QString v = price(o.spot->hourly) + cur;
            if (!o.spot->interruption.isEmpty())
                v += u"<br>"_s + tr("interruptions %1").arg(esc(o.spot->interruption));
            line(tr("Spot per hour"), v, o.spot->source);
        }
        QStringList missing;
        if (!o.onDemandHourly)
            missing << tr("on-demand");
        if (!o.monthly)
            missing << tr("monthly");
        if (o.reservedEffectiveHourly(1) == std::nullopt)
            missing << tr("1-year reserved");
        if (o.reservedEffectiveHourly(3) == std::nullopt)
            missing << tr("3-year reserved");
        if (!o.spot)
            missing << tr("spot");
        if (!missing.isEmpty()) {
            h += u"<tr><td>%1</td><td colspan=3><i>%2</i></td></tr>"_s.arg(
                esc(o.region), tr("Not published: %1").arg(missing.join(tr(", ", "list separator"))));
        }
    }
    h += u"</table>"_s;
    if (inst.offers.size() > offers.size()) {
        h += u"<p><i>%1</i></p>"_s.arg(tr("and %1 more regions; filter the table by region to see them")
                                           .arg(inst.offers.size() - offers.size()));
    }
    h += u"</td></tr></table>"_s;
    return h;
}

} // namespace gp::ui
