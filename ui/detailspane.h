#pragma once

#include "catalog.h"

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

    void showRow(const OfferRow* row);
    static QString html(const OfferRow& row, const Catalog& catalog);

private:
    const Catalog& m_catalog;
};

} // namespace gp::ui
