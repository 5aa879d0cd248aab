#pragma once

#include "catalog.h"
#include "exchangerates.h"
#include "preferences.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QTableView;

namespace gp::ui {

class ComparisonModel;

// The Compare tab: 2-6 offers side by side, best values marked, differences tinted, an "only
// differences" switch, costs over the same horizon and usage, copy as text or CSV.
class ComparisonWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonWidget)

public:
    static constexpr int MaxOffers = 6;

    ComparisonWidget(const Catalog& catalog, QWidget* parent = nullptr);

    // Adds offers not yet compared; returns how many were added (the rest did not fit or were there).
    int addOffers(const QList<const OfferRow*>& rows);
    void removeSelected();
    void clear();
    const QList<const OfferRow*>& offers() const { return m_offers; }
    void setDisplay(const Preferences& prefs, const ExchangeRates& fx);

    ComparisonModel* model() const { return m_model; }
    QCheckBox* onlyDifferencesBox() const { return m_onlyDiff; }
    QTableView* view() const { return m_view; }
    QString asText() const;
    QString asCsv() const;

Q_SIGNALS:
    void offersChanged(int count);
    // A request to plan the current offers (handled by the main window).
    void addToPlanRequested(const QList<const OfferRow*>& rows);

private:
    void rebuild();

    const Catalog& m_catalog;
    Preferences m_prefs;
    ExchangeRates m_fx;
    QList<const OfferRow*> m_offers;
    ComparisonModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QCheckBox* m_onlyDiff = nullptr;
    QLabel* m_info = nullptr;
};

} // namespace gp::ui
