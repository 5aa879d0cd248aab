#include "importdialog.h"

#include "importedcatalogstore.h"
#include "jsonparse.h"
#include "textcheck.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace gp::ui {

ImportDialog::ImportDialog(const QString& path, Catalog base, const QString& folder, QWidget* parent)
    : QDialog(parent), m_path(path), m_base(std::move(base)), m_gpus(m_base.gpus()), m_folder(folder)
{
    setWindowTitle(tr("Import Catalog"));
    setObjectName(u"importDialog"_s);
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_fileLabel = new QLabel(QDir::toNativeSeparators(path), this);
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileLabel->setWordWrap(true);
    form->addRow(tr("File"), m_fileLabel);
    m_format = new QComboBox(this);
    m_format->setObjectName(u"format"_s);
    for (const QString& key : importFormatKeys())
        m_format->addItem(importFormatLabel(*importFormatFromKey(key)), key);
    form->addRow(tr("Format"), m_format);
    m_provider = new QLineEdit(this);
    m_provider->setObjectName(u"provider"_s);
    m_provider->setPlaceholderText(tr("lower-case id, e.g. lambda"));
    form->addRow(tr("Provider"), m_provider);
    m_asOf = new QDateEdit(this);
    m_asOf->setObjectName(u"asOf"_s);
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(u"yyyy-MM-dd"_s);
    m_asOf->setToolTip(
        tr("The date the prices in the file were published. A copied file's modification date can "
           "be later than its prices."));
    form->addRow(tr("Prices as of"), m_asOf);
    layout->addLayout(form);
    m_message = new QLabel(this);
    m_message->setObjectName(u"message"_s);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->hide();
    layout->addWidget(m_progress);
    m_report = new QPlainTextEdit(this);
    m_report->setObjectName(u"report"_s);
    m_report->setReadOnly(true);
    m_report->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_report->setPlaceholderText(
        tr("The import report appears here: rows read, offers imported, rows skipped and "
           "why, GPU names not recognised."));
    layout->addWidget(m_report, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setDefault(true);
    layout->addWidget(m_buttons);
    connect(m_import, &QPushButton::clicked, this, &ImportDialog::startImport);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (isRunning())
            cancelImport();
        else
            reject();
    });
    m_timer = new QTimer(this);
    m_timer->setInterval(50);
    connect(m_timer, &QTimer::timeout, this, [this] {
        const qint64 total = std::max<qint64>(1, m_total.load());
        m_progress->setValue(int(1000 * std::min<qint64>(m_done.load(), total) / total));
    });
    resize(760, 520);

    IssueList issues;
    const auto read = readInputFile(path, MaxImportBytes, u"imports"_s, issues);
    if (!read) {
        m_message->setText(issues.first().toString());
        m_import->setEnabled(false);
        return;
    }
    m_data = *read;
    const auto detected = detectImportFormat(path, m_data);
    if (detected) {
        m_format->setCurrentIndex(m_format->findData(importFormatKey(*detected)));
        QString text = tr("Recognised as %1.").arg(importFormatLabel(*detected));
        if (detected != ImportFormat::CsvTemplate)
            text += u' ' +
                    tr("The file does not date its prices: the date above is the file's modification date; "
                       "set the date the prices were published.");
        m_message->setText(text);
    } else if (const QString wide = wideEncodingProblem(m_data); !wide.isEmpty()) {
        m_message->setText(wide);
    } else {
        m_message->setText(tr("The format could not be recognised; choose it."));
    }
    if (detected == ImportFormat::SkyPilot)
        m_provider->setText(providerFromPath(path));
    else if (detected == ImportFormat::Ec2Instances)
        m_provider->setText(u"aws"_s);
    m_asOf->setDate(QFileInfo(path).lastModified().date());
}

ImportDialog::~ImportDialog()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
    }
}

bool ImportDialog::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

bool ImportDialog::startImport()
{
    if (isRunning() || m_data.isEmpty())
        return false;
    const auto format = importFormatFromKey(m_format->currentData().toString());
    ImportOptions options;
    options.provider = m_provider->text().trimmed().toLower();
    options.displayPath = m_path;
    // The CSV template carries its own dates; the date field is for files without one.
    if (format != ImportFormat::CsvTemplate)
        options.asOf = m_asOf->date();
    if (format != ImportFormat::CsvTemplate && options.provider.isEmpty()) {
        m_message->setText(tr("Give the provider these prices belong to."));
        return false;
    }
    m_cancel = false;
    m_done = 0;
    m_total = std::max<qint64>(1, m_data.size());
    options.progress = [this](qint64 done, qint64 total) {
        m_done = done;
        m_total = total;
        return !m_cancel.load();
    };
    m_result.reset();
    m_report->clear();
    m_written.clear();
    m_progress->setValue(0);
    m_progress->show();
    m_import->setEnabled(false);
    for (QWidget* w :
         {static_cast<QWidget*>(m_format), static_cast<QWidget*>(m_provider), static_cast<QWidget*>(m_asOf)})
        w->setEnabled(false);
    m_message->setText(tr("Importing…"));
    const ImportFormat f = *format;
    m_thread = QThread::create([this, f, options] { m_result = importCatalog(m_data, f, options, m_gpus); });
    connect(m_thread, &QThread::finished, this, &ImportDialog::onFinished);
    m_timer->start();
    m_thread->start();
    return true;
}

void ImportDialog::cancelImport()
{
    m_cancel = true;
}

void ImportDialog::onFinished()
{
    m_timer->stop();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_progress->setValue(1000);
    for (QWidget* w :
         {static_cast<QWidget*>(m_format), static_cast<QWidget*>(m_provider), static_cast<QWidget*>(m_asOf)})
        w->setEnabled(true);
    m_import->setEnabled(true);
    if (!m_result || !*m_result) {
        const QString problem = m_result ? m_result->error().toString() : tr("the import did not run");
        m_message->setText(tr("Nothing was imported."));
        m_report->setPlainText(problem);
        Q_EMIT finishedImport();
        return;
    }
    ImportResult& r = m_result->value();
    // Where the catalog keeps its own facts over the file's (as `catalog import` reports them).
    r.report.conflicts << m_base.conflictsWith(r.fragment);
    m_lastReport = r.report;
    m_report->setPlainText(r.report.toText());
    if (r.report.cancelled) {
        m_message->setText(tr("Cancelled: nothing was saved."));
    } else if (r.report.nothingImported()) {
        m_message->setText(tr("Nothing could be imported; the report says why."));
    } else {
        const Result<QString> saved = ImportedCatalogStore(m_folder).save(r);
        if (!saved) {
            m_message->setText(tr("The catalog could not be written: %1").arg(saved.error().toString()));
        } else {
            const QString& target = saved.value();
            m_written = target;
            m_message->setText(tr("Imported %1 offers (%2 instance types) into %3.")
                                   .arg(r.report.offersImported)
                                   .arg(r.report.instancesImported)
                                   .arg(QDir::toNativeSeparators(target)));
            m_import->setEnabled(false);
            m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Close"));
            Q_EMIT imported(target);
        }
    }
    m_result.reset();
    Q_EMIT finishedImport();
}

// ---- Catalog Sources ----

CatalogSourcesDialog::CatalogSourcesDialog(const Catalog& catalog, const QString& userFolder, QWidget* parent)
    : QDialog(parent), m_folder(userFolder)
{
    setWindowTitle(tr("Catalog Sources"));
    setObjectName(u"catalogSources"_s);
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("The catalog files in use, later ones replacing earlier entries with the same id. "
                      "Imported catalogs live in %1.")
                       .arg(QDir::toNativeSeparators(userFolder)),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* split = new QSplitter(Qt::Vertical, this);
    m_table = new QTableWidget(split);
    m_table->setObjectName(u"files"_s);
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        {tr("File"), tr("Kind"), tr("Provider"), tr("Instances"), tr("Offers"), tr("Prices as of")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_details = new QTextBrowser(split);
    m_details->setObjectName(u"sources"_s);
    m_details->setPlaceholderText(tr("Select a file to see its sources."));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({340, 130});
    layout->addWidget(split, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_remove = buttons->addButton(tr("&Remove Import…"), QDialogButtonBox::ActionRole);
    m_remove->setEnabled(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSelected(true); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = m_table->currentRow();
        const bool valid = row >= 0 && row < m_files.size();
        m_remove->setEnabled(valid && m_files[row].import.has_value());
        QString html;
        if (valid) {
            const CatalogFileSummary& s = m_files[row];
            html = u"<p><b>"_s + s.file.toHtmlEscaped() + u"</b></p>"_s;
            if (s.import)
                html += u"<p>"_s +
                        tr("Imported from %1 (%2) on %3.")
                            .arg(s.import->sourceFile.toHtmlEscaped(), importFormatLabel(s.import->format),
                                 s.import->importedAt.left(10)) +
                        u"</p>"_s;
            html += u"<ul>"_s;
            for (const Source& src : s.sources) {
                html += u"<li>"_s + src.title.toHtmlEscaped() + u" — "_s +
                        tr("as of %1").arg(src.asOf.toString(Qt::ISODate));
                if (!src.url.isEmpty())
                    html += u"<br><small>"_s + src.url.toHtmlEscaped() + u"</small>"_s;
                html += u"</li>"_s;
            }
            html += u"</ul>"_s;
        }
        m_details->setHtml(html);
    });
    resize(900, 560);
    refresh(catalog);
}

void CatalogSourcesDialog::refresh(const Catalog& catalog)
{
    m_files = catalogFileSummaries(catalog.files(), m_folder);
    m_table->setRowCount(0);
    for (const CatalogFileSummary& s : m_files) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QString asOf = s.oldestAsOf == s.newestAsOf ? s.oldestAsOf.toString(Qt::ISODate)
                                                          : s.oldestAsOf.toString(Qt::ISODate) + u" – "_s +
                                                                s.newestAsOf.toString(Qt::ISODate);
        const QStringList cells{QFileInfo(s.file).fileName().isEmpty() ? s.file
                                                                       : QFileInfo(s.file).fileName(),
                                s.kindLabel(),
                                s.provider.isEmpty() ? u"—"_s : s.provider,
                                QString::number(s.instances),
                                QString::number(s.offers),
                                asOf};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(c == 0 && s.file.startsWith(u"builtin:"_s) ? s.file : cells[c]);
            if (c == 3 || c == 4)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(s.file);
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_remove->setEnabled(false);
}

bool CatalogSourcesDialog::removeSelected(bool confirm)
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_files.size() || !m_files[row].import)
        return false;
    const QString path = m_files[row].file;
    if (confirm && QMessageBox::question(
                       this, tr("Remove Import"),
                       tr("Remove the imported catalog %1? Its %2 offers leave the catalog; the file you "
                          "imported from is not touched.")
                           .arg(QFileInfo(path).fileName())
                           .arg(m_files[row].offers)) != QMessageBox::Yes)
        return false;
    if (const Result<bool> r = ImportedCatalogStore(m_folder).removeFile(path); !r) {
        QMessageBox::warning(this, tr("Remove Import"), r.error().toString());
        return false;
    }
    Q_EMIT removed(path);
    return true;
}

} // namespace gp::ui
