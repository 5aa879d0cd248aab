#include "exportdialogs.h"

#include "tableexport.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {

QString documents()
{
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

} // namespace

QString exportReportDialog(QWidget* parent, const report::ReportInput& input)
{
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("gp::ui::ExportDialogs", "Export Cost Report"),
        documents() + u'/' + input.title + u".pdf"_s,
        QCoreApplication::translate("gp::ui::ExportDialogs", "PDF documents (*.pdf)"));
    if (path.isEmpty())
        return {};
    const Result<int> r = report::writePdf(input, {}, path);
    if (!r) {
        QMessageBox::warning(parent,
                             QCoreApplication::translate("gp::ui::ExportDialogs", "Export Cost Report"),
                             r.error().toString());
        return {};
    }
    return QCoreApplication::translate("gp::ui::ExportDialogs", "Saved %1 (%2 pages)")
        .arg(QFileInfo(path).fileName())
        .arg(r.value());
}

void printReportDialog(QWidget* parent, const report::ReportInput& input, bool preview)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(input.title);
    if (preview) {
        QPrintPreviewDialog dialog(&printer, parent);
        QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                         [&input](QPrinter* p) { report::paintReport(*p, input); });
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() == QDialog::Accepted)
        report::paintReport(printer, input);
}

QString exportTableCsvDialog(QWidget* parent, const QString& baseName, const QString& csv)
{
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("gp::ui::ExportDialogs", "Export Table as CSV"),
        documents() + u'/' + baseName + u".csv"_s,
        QCoreApplication::translate("gp::ui::ExportDialogs", "CSV files (*.csv)"));
    if (path.isEmpty())
        return {};
    const Result<bool> r = saveCsv(path, csv);
    if (!r) {
        QMessageBox::warning(parent,
                             QCoreApplication::translate("gp::ui::ExportDialogs", "Export Table as CSV"),
                             r.error().toString());
        return {};
    }
    return QCoreApplication::translate("gp::ui::ExportDialogs", "Saved %1").arg(QFileInfo(path).fileName());
}

} // namespace gp::ui
