#pragma once

#include "catalog.h"
#include "costbasis.h"
#include "costengine.h"
#include "exchangerates.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// Instances side by side: one row per attribute, the best value of each row marked.
class Comparison
{
public:
    enum class Better
    {
        None,
        Higher,
        Lower
    };

    // One instance with the offer shown for it (null when it has none in the chosen region).
    using Column = OfferRow;

    struct Row
    {
        QString key;   // snake_case, stable: "bf16_tflops_total"
        QString label; // "BF16 TFLOPS (total)"
        Better better = Better::None;
        QStringList display;              // one text per column, empty when unknown
        QList<std::optional<double>> raw; // numeric value per column for numeric rows
        QList<int> best;                  // columns holding the best value
        bool differs = false;
        QString note;      // why no best is marked, when that applies
        QStringList plain; // machine text per column (CSV): amounts without digit grouping
    };

    // How prices are shown (the basis's currency; empty: each offer's own, and prices in different
    // currencies are then not ranked) and whether rows with the total under every pricing model are added.
    struct Options : CostBasis
    {
        bool withCosts = false;
    };
    // Each instance's offer by chooseOffer() over the options' basis (in `region` when given; an instance
    // not sold there gets an empty column), shown as the options say.
    static Comparison build(const QList<const InstanceType*>& instances, const Catalog& catalog,
                            const Options& options, const QString& region = {});
    // Offers chosen by the caller (the explorer's selection), shown as the options say.
    static Comparison fromColumns(const QList<Column>& columns, const Catalog& catalog,
                                  const Options& options);
    const QList<Column>& columns() const { return m_columns; }
    const QList<Row>& rows() const { return m_rows; }
    QList<Row> differingRows() const;

private:
    QList<Column> m_columns;
    QList<Row> m_rows;
};

} // namespace gp
