#include "priceupdatedialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {

enum Column
{
    ProviderColumn,
    StatusColumn,
    ProgressColumn,
    AddressColumn,
    ColumnCount
};

} // namespace

PriceUpdateDialog::PriceUpdateDialog(QMap<QString, Gpu> knownGpus, QWidget* parent)
    : QDialog(parent), m_knownGpus(std::move(knownGpus))
{
    setWindowTitle(tr("Update Prices"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Downloads the current public price file of each checked provider and uses the new prices once "
           "every file has been read without a problem. This is the only time GPU Planner uses the network; "
           "if a download fails, nothing changes. Each update is kept as a dated file."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setWordWrap(true);
    m_sourceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_sourceLabel);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setHorizontalHeaderLabels({tr("Provider"), tr("Status"), tr("Progress"), tr("Address")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(ProviderColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(StatusColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ProgressColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(StatusColumn, 260);
    m_table->setColumnWidth(ProgressColumn, 150);
    m_table->setWordWrap(false);
    layout->addWidget(m_table, 1);

    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);

    auto* buttons = new QDialogButtonBox(this);
    m_update = buttons->addButton(tr("&Update"), QDialogButtonBox::AcceptRole);
    m_cancel = buttons->addButton(tr("Cancel Download"), QDialogButtonBox::ActionRole);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_cancel->setEnabled(false);
    m_update->setDefault(true);
    connect(m_update, &QPushButton::clicked, this, &PriceUpdateDialog::startUpdate);
    connect(m_cancel, &QPushButton::clicked, this, &PriceUpdateDialog::cancelUpdate);
    connect(m_close, &QPushButton::clicked, this, &PriceUpdateDialog::reject);
    layout->addWidget(buttons);

    const Result<PriceSourceList> sources = readPriceSources(defaultPriceSourcesPath());
    if (sources) {
        setSources(sources.value());
    } else {
        m_result->setText(sources.error().toString());
        m_update->setEnabled(false);
    }
    resize(900, 520);
}

PriceUpdateDialog::~PriceUpdateDialog() = default;

void PriceUpdateDialog::setSources(const PriceSourceList& sources)
{
    m_sources = sources;
    m_sourceLabel->setText(
        sources.file.startsWith(u':')
            ? tr("Sources: the built-in list. To use a mirror, put a list in %1 (docs/price-update.md).")
                  .arg(QDir::toNativeSeparators(userPriceSourcesPath()))
            : tr("Sources: %1").arg(QDir::toNativeSeparators(sources.file)));
    m_table->setRowCount(int(sources.sources.size()));
    for (int r = 0; r < sources.sources.size(); ++r) {
        const PriceSource& s = sources.sources[r];
        auto* provider = new QTableWidgetItem(s.provider);
        provider->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        provider->setCheckState(Qt::Checked);
        m_table->setItem(r, ProviderColumn, provider);
        m_table->setItem(r, StatusColumn, new QTableWidgetItem(QString()));
        auto* address = new QTableWidgetItem(s.url.toDisplayString());
        address->setToolTip(s.url.toDisplayString());
        m_table->setItem(r, AddressColumn, address);
        auto* bar = new QProgressBar(m_table);
        bar->setRange(0, 100);
        bar->setValue(0);
        bar->setTextVisible(true);
        bar->setFormat(QString());
        m_table->setCellWidget(r, ProgressColumn, bar);
    }
    m_update->setEnabled(!sources.sources.isEmpty());
}

int PriceUpdateDialog::rowOf(const QString& provider) const
{
    for (int r = 0; r < m_table->rowCount(); ++r) {
        if (m_table->item(r, ProviderColumn)->text() == provider)
            return r;
    }
    return -1;
}

void PriceUpdateDialog::startUpdate()
{
    if (m_updater)
        return;
    PriceUpdateOptions options = m_options;
    options.knownGpus = m_knownGpus;
    options.providers.clear();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QTableWidgetItem* item = m_table->item(r, ProviderColumn);
        auto* bar = qobject_cast<QProgressBar*>(m_table->cellWidget(r, ProgressColumn));
        m_table->item(r, StatusColumn)->setText(QString());
        m_table->item(r, StatusColumn)->setToolTip(QString());
        bar->setRange(0, 100);
        bar->setValue(0);
        bar->setFormat(QString());
        if (item->checkState() == Qt::Checked)
            options.providers << item->text();
    }
    if (options.providers.isEmpty()) {
        m_result->setText(tr("Check at least one provider."));
        return;
    }
    m_updater = std::make_unique<PriceUpdater>(m_sources, options);
    m_updater->onProgress = [this](int i) { showDownload(i); };
    // Queued: the updater is deleted in ended(), which must not run inside its own call.
    m_updater->onFinished = [this](PriceUpdateOutcome o) {
        QTimer::singleShot(0, this, [this, o] { ended(o); });
    };
    m_update->setEnabled(false);
    m_cancel->setEnabled(true);
    m_table->setEnabled(true);
    m_result->setText(tr("Downloading…"));
    m_updater->start();
}

void PriceUpdateDialog::cancelUpdate()
{
    if (m_updater)
        m_updater->cancel();
}

void PriceUpdateDialog::showDownload(int index)
{
    const ProviderDownload& d = m_updater->downloads()[index];
    const int r = rowOf(d.provider);
    if (r < 0)
        return;
    QString status = providerDownloadStateText(d.state);
    if (!d.message.isEmpty())
        status += u": "_s + d.message;
    m_table->item(r, StatusColumn)->setText(status);
    m_table->item(r, StatusColumn)->setToolTip(status);
    auto* bar = qobject_cast<QProgressBar*>(m_table->cellWidget(r, ProgressColumn));
    const QString size = QLocale().formattedDataSize(d.received);
    if (d.state == ProviderDownload::State::Failed) {
        bar->setRange(0, 1000);
        bar->setValue(0);
        bar->setFormat(QString());
    } else if (d.total > 0) {
        bar->setRange(0, 1000);
        bar->setValue(int(std::min<qint64>(1000, d.received * 1000 / d.total)));
        bar->setFormat(tr("%1 of %2").arg(size, QLocale().formattedDataSize(d.total)));
    } else if (d.state == ProviderDownload::State::Downloading) {
        bar->setRange(0, 0); // busy: the size is not known yet
        bar->setFormat(size);
    } else {
        bar->setRange(0, 1000);
        bar->setValue(d.state == ProviderDownload::State::Failed ? 0 : 1000);
        bar->setFormat(d.received > 0 ? size : QString());
    }
}

void PriceUpdateDialog::ended(PriceUpdateOutcome outcome)
{
    if (!m_updater)
        return;
    m_result->setText(m_updater->summary().constLast());
    m_updater.reset();
    m_update->setEnabled(true);
    m_cancel->setEnabled(false);
    if (outcome == PriceUpdateOutcome::Updated)
        Q_EMIT pricesUpdated();
    Q_EMIT updateEnded(outcome);
}

QString PriceUpdateDialog::resultText() const
{
    return m_result->text();
}

void PriceUpdateDialog::reject()
{
    // Closing while downloading cancels; the dialog closes once the download has stopped.
    if (m_updater) {
        m_updater->cancel();
        connect(this, &PriceUpdateDialog::updateEnded, this, &QDialog::reject, Qt::SingleShotConnection);
        return;
    }
    QDialog::reject();
}

} // namespace gp::ui
