#include "comparison.h"

#include "freshness.h"

#include "offerchoice.h"

#include "measurement.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace gp {

Comparison Comparison::build(const QList<const InstanceType*>& instances, const Catalog& catalog,
                             const Options& options, const QString& region)
{
    QList<Column> columns;
    for (const InstanceType* inst : instances) {
        const Result<OfferChoice> choice = chooseOffer(*inst, options, region);
        columns << Column{inst, catalog.gpu(inst->gpuId), choice ? choice.value().offer : nullptr};
    }
    return fromColumns(columns, catalog, options);
}

Comparison Comparison::fromColumns(const QList<Column>& columns, const Catalog& catalog,
                                   const Options& options)
{
    Comparison c;
    c.m_columns = columns;
    // A price in the display currency when one is chosen and convertible, else as published.
    auto shown = [&](const std::optional<Money>& m) -> std::optional<Money> {
        if (!m || options.currency.isEmpty())
            return m;
        return options.fx.convert(*m, options.currency);
    };

    auto addText = [&](const QString& key, const QString& label, auto get) {
        Row r{key, label, Better::None, {}, {}, {}, false, {}, {}};
        for (const Column& col : c.m_columns) {
            r.display << get(col);
            r.raw << std::nullopt;
        }
        r.plain = r.display;
        c.m_rows << r;
    };
    auto addNumber = [&](const QString& key, const QString& label, Better better, int decimals, auto get) {
        Row r{key, label, better, {}, {}, {}, false, {}, {}};
        for (const Column& col : c.m_columns) {
            const std::optional<double> v = get(col);
            r.raw << v;
            r.display << (v ? formatDecimal(*v, decimals) : QString());
        }
        r.plain = r.display;
        c.m_rows << r;
    };
    // Prices: comparable only when every priced column uses one currency.
    auto addPrice = [&](const QString& key, const QString& label, AmountKind kind, auto get) {
        Row r{key, label, Better::Lower, {}, {}, {}, false, {}, {}};
        QSet<QString> currencies;
        for (const Column& col : c.m_columns) {
            const std::optional<Money> m = shown(get(col));
            r.raw << (m ? std::optional<double>(m->toDouble()) : std::nullopt);
            r.display << (m ? formatAmount(*m, kind, CurrencyMark::Code) : QString());
            r.plain << (m ? plainAmount(*m, kind) + u' ' + m->currency() : QString());
            if (m)
                currencies.insert(m->currency());
        }
        if (currencies.size() > 1) {
            r.better = Better::None;
            r.note =
                QCoreApplication::translate("Comparison", "prices in different currencies are not ranked");
        }
        c.m_rows << r;
    };

    addText(u"provider"_s, QCoreApplication::translate("Comparison", "Provider"),
            [&](const Column& col) { return catalog.providerName(col.instance->provider); });
    addText(u"family"_s, QCoreApplication::translate("Comparison", "Family"),
            [](const Column& col) { return col.instance->family; });
    addText(u"gpu_model"_s, QCoreApplication::translate("Comparison", "GPU"),
            [](const Column& col) { return col.gpu ? col.gpu->model : QString(); });
    addNumber(u"gpu_count"_s, QCoreApplication::translate("Comparison", "GPUs"), Better::Higher, 3,
              [](const Column& col) { return std::optional<double>(col.instance->gpuCount); });
    addNumber(u"gpu_memory_gb"_s, QCoreApplication::translate("Comparison", "GPU memory per GPU (GB)"),
              Better::Higher, 1, [](const Column& col) {
                  return col.gpu ? std::optional<double>(col.gpuMemoryGbPerGpu()) : std::nullopt;
              });
    addNumber(u"total_gpu_memory_gb"_s, QCoreApplication::translate("Comparison", "GPU memory total (GB)"),
              Better::Higher, 1, [](const Column& col) {
                  return col.gpu ? std::optional<double>(col.totalGpuMemoryGb()) : std::nullopt;
              });
    addText(u"memory_type"_s, QCoreApplication::translate("Comparison", "GPU memory type"),
            [](const Column& col) { return col.gpu ? col.gpu->memoryType : QString(); });
    addNumber(u"memory_bandwidth_gbs"_s,
              QCoreApplication::translate("Comparison", "Memory bandwidth per GPU (GB/s)"), Better::Higher, 0,
              [](const Column& col) { return col.gpu ? col.gpu->memoryBandwidthGbs : std::nullopt; });
    for (Precision p : AllPrecisions) {
        const QString key =
            p == Precision::INT8 ? u"int8_tops_total"_s : precisionKey(p) + u"_tflops_total"_s;
        const QString label =
            p == Precision::INT8
                ? QCoreApplication::translate("Comparison", "%1 TOPS (total, dense)").arg(precisionLabel(p))
                : QCoreApplication::translate("Comparison", "%1 TFLOPS (total, dense)")
                      .arg(precisionLabel(p));
        addNumber(key, label, Better::Higher, 1,
                  [p](const Column& col) { return col.gpu ? col.totalDenseTflops(p) : std::nullopt; });
    }
    // Measured figures (gpu-probe), per GPU with the share of the datasheet, when any column has them.
    const bool anyMeasured = std::any_of(c.m_columns.cbegin(), c.m_columns.cend(),
                                         [](const Column& col) { return col.gpu && col.gpu->measured; });
    auto addMeasured = [&](const QString& key, const QString& label, int decimals, auto get) {
        Row r{key, label, Better::Higher, {}, {}, {}, false, {}, {}};
        for (const Column& col : c.m_columns) {
            const auto [v, sheet] = col.gpu && col.gpu->measured
                                        ? get(*col.gpu)
                                        : std::pair<std::optional<double>, std::optional<double>>{};
            r.raw << v;
            r.display << measuredWithShare(v, sheet, decimals);
        }
        c.m_rows << r;
    };
    if (anyMeasured) {
        addMeasured(u"measured_memory_bandwidth_gbs"_s,
                    QCoreApplication::translate("Comparison",
                                                "Measured memory bandwidth per GPU (GB/s, % of datasheet)"),
                    0, [](const Gpu& g) {
                        return std::pair{g.measured->memoryBandwidthGbs, g.memoryBandwidthGbs};
                    });
        for (Precision p : {Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16,
                            Precision::FP16, Precision::FP8}) {
            addMeasured(
                u"measured_"_s + precisionKey(p) + u"_tflops"_s,
                QCoreApplication::translate("Comparison", "Measured %1 TFLOPS per GPU (% of datasheet)")
                    .arg(precisionLabel(p)),
                1, [p](const Gpu& g) {
                    return std::pair{g.measuredTflops(p), g.denseTflops(p)};
                });
        }
    }
    addText(u"gpu_interconnect"_s, QCoreApplication::translate("Comparison", "GPU interconnect"),
            [](const Column& col) {
                QString s = interconnectLabel(col.instance->interconnect);
                if (col.gpu && col.gpu->link == LinkKind::NVLink && col.gpu->linkGbs > 0 &&
                    (col.instance->interconnect == GpuInterconnect::NVLink ||
                     col.instance->interconnect == GpuInterconnect::NVSwitch))
                    s += u" (%1 GB/s per GPU)"_s.arg(formatDecimal(col.gpu->linkGbs, 0));
                return s;
            });
    addNumber(u"network_gbps"_s, QCoreApplication::translate("Comparison", "Network (Gbps)"), Better::Higher,
              1, [](const Column& col) { return col.instance->networkGbps; });
    addText(u"rdma"_s, QCoreApplication::translate("Comparison", "RDMA"),
            [](const Column& col) { return rdmaLabel(col.instance->rdma); });
    addNumber(u"vcpus"_s, QCoreApplication::translate("Comparison", "vCPUs"), Better::Higher, 0,
              [](const Column& col) {
                  return col.instance->vcpus > 0 ? std::optional<double>(col.instance->vcpus) : std::nullopt;
              });
    addNumber(u"memory_gib"_s, QCoreApplication::translate("Comparison", "RAM (GiB)"), Better::Higher, 1,
              [](const Column& col) {
                  return col.instance->memoryGib > 0 ? std::optional<double>(col.instance->memoryGib)
                                                     : std::nullopt;
              });
    addText(u"local_storage"_s, QCoreApplication::translate("Comparison", "Local storage"),
            [](const Column& col) { return col.instance->localStorage; });
    addText(u"virtualization"_s, QCoreApplication::translate("Comparison", "Virtualization"),
            [](const Column& col) { return virtualizationLabel(col.instance->virtualization); });
    addText(u"region"_s, QCoreApplication::translate("Comparison", "Region"),
            [](const Column& col) { return col.offer ? col.offer->region : QString(); });
    addPrice(u"on_demand_hourly"_s, QCoreApplication::translate("Comparison", "On-demand per hour"),
             AmountKind::Rate, [](const Column& col) -> std::optional<Money> {
                 return col.offer ? col.offer->onDemandPrice() : std::nullopt;
             });
    addPrice(u"on_demand_per_gpu_hour"_s, QCoreApplication::translate("Comparison", "On-demand per GPU-hour"),
             AmountKind::Rate, [](const Column& col) -> std::optional<Money> {
                 const auto m = col.offer ? col.offer->onDemandPrice() : std::nullopt;
                 return m ? perGpuPrice(*m, col.instance->gpuCount) : std::nullopt;
             });
    addPrice(u"spot_hourly"_s, QCoreApplication::translate("Comparison", "Spot per hour"), AmountKind::Rate,
             [](const Column& col) -> std::optional<Money> {
                 return col.offer ? col.offer->spotPrice() : std::nullopt;
             });
    addPrice(u"reserved_1y_hourly"_s,
             QCoreApplication::translate("Comparison", "Reserved 1 year, effective per hour"),
             AmountKind::Rate, [](const Column& col) -> std::optional<Money> {
                 return col.offer ? col.offer->reservedEffectiveHourly(1) : std::nullopt;
             });
    addPrice(u"reserved_3y_hourly"_s,
             QCoreApplication::translate("Comparison", "Reserved 3 years, effective per hour"),
             AmountKind::Rate, [](const Column& col) -> std::optional<Money> {
                 return col.offer ? col.offer->reservedEffectiveHourly(3) : std::nullopt;
             });
    addPrice(u"monthly"_s, QCoreApplication::translate("Comparison", "Monthly subscription"),
             AmountKind::Total, [](const Column& col) -> std::optional<Money> {
                 return col.offer ? col.offer->monthlyPrice() : std::nullopt;
             });
    // The date of the prices, marked stale when older than StaleAfterMonths.
    addText(u"prices_as_of"_s, QCoreApplication::translate("Comparison", "Prices as of"),
            [](const Column& col) {
                if (!col.offer)
                    return QString();
                const Source& src = col.primarySource();
                const QString stale = staleNote(src.asOf);
                return stale.isEmpty() ? asOfText(src) : u"%1 (%2)"_s.arg(asOfText(src), stale);
            });

    if (options.withCosts) {
        // One estimate per column, then a row per pricing model: the total over the same horizon and usage.
        QHash<const Offer*, CostEstimate> estimates; // columns without an offer have none
        for (const Column& col : c.m_columns) {
            if (!col.offer)
                continue;
            const CostInputs in = CostInputs::forRow(col, Precision::FP16, options);
            const Result<CostEstimate> e = estimateCost(in);
            if (e)
                estimates.insert(col.offer, e.value());
        }
        const QString horizon =
            options.months == 1 ? QCoreApplication::translate("Comparison", "1 month")
                                : QCoreApplication::translate("Comparison", "%1 months").arg(options.months);
        // The cheapest payment option of a term stands for the term.
        auto bestOption = [&](const Column& col, PricingModel m) -> const CostOption* {
            const auto e = estimates.constFind(col.offer);
            return e == estimates.cend() ? nullptr : e->cheapestOf(m);
        };
        for (const PricingModel m : AllPricingModels) {
            const QString key = u"cost_%1"_s.arg(pricingModelKey(m)).replace(u'-', u'_');
            const QString model = pricingModelLabel(m).toLower();
            // A term that runs past the horizon is owed in full. That part is never hidden in a total: the
            // months within the horizon, the months owed after it and the whole commitment are rows of their
            // own. "_total" keeps its meaning (the whole commitment) for scripts.
            int owedMonths = 0;
            for (const Column& col : c.m_columns) {
                if (const CostOption* o = bestOption(col, m); o && o->owedAfterHorizon.micros() > 0)
                    owedMonths = std::max(owedMonths, o->monthsBeyondHorizon);
            }
            if (owedMonths == 0) {
                addPrice(key + u"_total"_s,
                         QCoreApplication::translate("Comparison", "Total over %1: %2").arg(horizon, model),
                         AmountKind::Total, [&](const Column& col) -> std::optional<Money> {
                             const CostOption* o = bestOption(col, m);
                             return o ? std::optional<Money>(o->total) : std::nullopt;
                         });
                continue;
            }
            addPrice(key + u"_within_horizon"_s,
                     QCoreApplication::translate("Comparison", "Paid over %1: %2").arg(horizon, model),
                     AmountKind::Total, [&](const Column& col) -> std::optional<Money> {
                         const CostOption* o = bestOption(col, m);
                         return o ? std::optional<Money>(o->withinHorizon()) : std::nullopt;
                     });
            addPrice(key + u"_owed_after_horizon"_s,
                     QCoreApplication::translate("Comparison", "+ owed after the horizon: %1").arg(model),
                     AmountKind::Total, [&](const Column& col) -> std::optional<Money> {
                         const CostOption* o = bestOption(col, m);
                         return o ? std::optional<Money>(o->owedAfterHorizon) : std::nullopt;
                     });
            Row& owed = c.m_rows.back();
            for (int i = 0; i < owed.display.size(); ++i) {
                const CostOption* o = bestOption(c.m_columns[i], m);
                if (o && !owed.display[i].isEmpty())
                    owed.display[i] = QCoreApplication::translate("Comparison", "+ %1 (%2 owed)")
                                          .arg(owed.display[i], monthsText(o->monthsBeyondHorizon));
            }
            addPrice(key + u"_total"_s,
                     QCoreApplication::translate("Comparison", "Whole commitment: %1").arg(model),
                     AmountKind::Total, [&](const Column& col) -> std::optional<Money> {
                         const CostOption* o = bestOption(col, m);
                         return o ? std::optional<Money>(o->total) : std::nullopt;
                     });
        }
        // The rule every page of the report and the summary use: spot can be interrupted, so it is not
        // counted as the cheapest way to buy (its total has a row of its own above).
        addText(u"cheapest_pricing"_s,
                QCoreApplication::translate("Comparison", "Cheapest way to buy (spot not counted)"),
                [&](const Column& col) {
                    const auto e = estimates.constFind(col.offer);
                    return e != estimates.cend() && e->cheapestUninterruptible >= 0
                               ? e->options[e->cheapestUninterruptible].label()
                               : QString();
                });
    }

    for (Row& r : c.m_rows) {
        QSet<QString> distinct(r.display.cbegin(), r.display.cend());
        r.differs = distinct.size() > 1;
        if (r.better == Better::None)
            continue;
        std::optional<double> best;
        for (const auto& v : r.raw) {
            if (v && (!best || (r.better == Better::Higher ? *v > *best : *v < *best)))
                best = v;
        }
        int known = 0;
        for (const auto& v : r.raw)
            known += v ? 1 : 0;
        if (!best || known < 2 || !r.differs)
            continue; // nothing to choose between
        for (int i = 0; i < r.raw.size(); ++i) {
            if (r.raw[i] && std::fabs(*r.raw[i] - *best) < 1e-9)
                r.best << i;
        }
    }
    return c;
}

QList<Comparison::Row> Comparison::differingRows() const
{
    QList<Row> out;
    for (const Row& r : m_rows) {
        if (r.differs)
            out << r;
    }
    return out;
}

} // namespace gp
