#pragma once

#include "catalog.h"
#include "importedcatalogstore.h"
#include "importer.h"

#include <QDialog>

#include <atomic>
#include <optional>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTextBrowser;
class QThread;
class QTimer;

namespace gp::ui {

// File → Import Catalog: the file's format (detected, can be changed), provider and price date, then the
// import on a worker thread with a progress bar and Cancel, then the report. What was imported is written
// to the user's catalog folder and announced with imported().
class ImportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportDialog)

public:
    // Imports are mapped onto `base`'s GPU table and its disagreements with `base` are reported (the window
    // passes importBaseCatalog(), what `catalog import` uses); `folder` receives the imported catalog.
    ImportDialog(const QString& path, Catalog base, const QString& folder, QWidget* parent = nullptr);
    ~ImportDialog() override;

    QComboBox* formatBox() const { return m_format; }
    QLineEdit* providerEdit() const { return m_provider; }
    QDateEdit* asOfEdit() const { return m_asOf; }
    QProgressBar* progressBar() const { return m_progress; }
    QPlainTextEdit* reportView() const { return m_report; }
    QPushButton* importButton() const { return m_import; }
    // Starts the import (what the Import button does); false with a message when the inputs are wrong.
    bool startImport();
    void cancelImport();
    bool isRunning() const;
    // After the import: the file written (empty when nothing was), and the report.
    const QString& writtenPath() const { return m_written; }
    const std::optional<ImportReport>& report() const { return m_lastReport; }

Q_SIGNALS:
    void imported(const QString& path);
    void finishedImport();

private:
    void onFinished();

    QString m_path;
    QByteArray m_data;
    Catalog m_base;
    QMap<QString, Gpu> m_gpus;
    QString m_folder;
    QLabel* m_fileLabel = nullptr;
    QComboBox* m_format = nullptr;
    QLineEdit* m_provider = nullptr;
    QDateEdit* m_asOf = nullptr;
    QLabel* m_message = nullptr;
    QProgressBar* m_progress = nullptr;
    QPlainTextEdit* m_report = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_import = nullptr;
    QThread* m_thread = nullptr;
    QTimer* m_timer = nullptr;
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total{1};
    std::atomic<bool> m_cancel{false};
    std::optional<Result<ImportResult>> m_result;
    std::optional<ImportReport> m_lastReport;
    QString m_written;
};

// File → Catalog Sources: every catalog file in use with its sources, dates and counts; imported catalogs
// can be removed (removed() is emitted with the file so the window reloads its catalog).
class CatalogSourcesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogSourcesDialog)

public:
    CatalogSourcesDialog(const Catalog& catalog, const QString& userFolder, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QPushButton* removeButton() const { return m_remove; }
    // Removes the imported catalog of the selected row (asks first unless `confirm` is false).
    bool removeSelected(bool confirm = true);
    void refresh(const Catalog& catalog);

Q_SIGNALS:
    void removed(const QString& path);

private:
    QString m_folder;
    QList<CatalogFileSummary> m_files;
    QTableWidget* m_table = nullptr;
    QTextBrowser* m_details = nullptr;
    QPushButton* m_remove = nullptr;
};

} // namespace gp::ui
