#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "offergroups.h"

#include <QTextBrowser>

namespace gp::ui {

// The selected offer in full: the GPU's datasheet figures (dense and sparse), the instance, and every price
// of every region and pricing model with its source and as-of date; missing data is said, not hidden.
class DetailsPane final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsPane)

public:
    explicit DetailsPane(const Catalog& catalog, QWidget* parent = nullptr);

    // The currency and rates the instance's other regions are ranked in (core's onDemandRank, as the grouped
    // rows rank them): the explorer's display currency.
    void setRanking(const QString& currency, const ExchangeRates& fx);

    // `group`: the matching regions the row stands for when the table shows one row per instance.
    void showRow(const OfferRow* row, const OfferGroup* group = nullptr);
    struct Ranking
    {
        QString currency = QStringLiteral("USD");
        ExchangeRates fx = ExchangeRates::builtin();
    };
    static QString html(const OfferRow& row, const Catalog& catalog, const Ranking& ranking,
                        const OfferGroup* group = nullptr);

private:
    const Catalog& m_catalog;
    Ranking m_ranking;
};

} // namespace gp::ui
