#pragma once

#include "priceupdate.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gp::ui {

// File > Update Prices...: the providers of the price-source list with a check box each, Update downloads
// the checked ones (the only time the program uses the network), with a progress bar per file and Cancel;
// pricesUpdated() once the new prices are in use. The work is core's PriceUpdater, as for `catalog update`.
class PriceUpdateDialog : public QDialog
{
    Q_OBJECT

public:
    PriceUpdateDialog(QMap<QString, gp::Gpu> knownGpus, QWidget* parent = nullptr);
    ~PriceUpdateDialog() override;

    // The list the dialog offers (the user's price-sources.json, else the built-in one); tests point it at a
    // local server.
    void setSources(const PriceSourceList& sources);
    void setOptions(const PriceUpdateOptions& options) { m_options = options; }
    bool running() const { return m_updater != nullptr; }
    QString resultText() const;

public Q_SLOTS:
    void startUpdate();
    void cancelUpdate();

Q_SIGNALS:
    void pricesUpdated();
    void updateEnded(gp::PriceUpdateOutcome outcome);

protected:
    void reject() override;

private:
    void showDownload(int index);
    void ended(PriceUpdateOutcome outcome);
    int rowOf(const QString& provider) const;

    QMap<QString, Gpu> m_knownGpus;
    PriceSourceList m_sources;
    PriceUpdateOptions m_options;
    std::unique_ptr<PriceUpdater> m_updater;
    QLabel* m_sourceLabel = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_result = nullptr;
    QPushButton* m_update = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace gp::ui
