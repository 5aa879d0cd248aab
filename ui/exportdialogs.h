#pragma once

#include "costreport.h"

#include <QDialog>
#include <QString>

class QComboBox;
class QLineEdit;
class QWidget;

namespace gp::ui {

// The report's title, author and paper, asked before File → Export Cost Report writes it (the command line's
// --title, --author, --page and --landscape). The author is remembered for the next report.
class ReportOptionsDialog : public QDialog
{
    Q_OBJECT
public:
    ReportOptionsDialog(const report::ReportInput& input, QWidget* parent = nullptr);
    // The input with the title and author typed, and the page chosen.
    void apply(report::ReportInput& input, report::PageSetup& setup) const;
    void accept() override;

    static QString rememberedAuthor();

private:
    QLineEdit* m_title = nullptr;
    QLineEdit* m_author = nullptr;
    QComboBox* m_paper = nullptr;
    QComboBox* m_orientation = nullptr;
};

// The dialogs of File → Export Cost Report, Print, Print Preview and Export Table as CSV: ask where, write
// through core's file writer, show a failure in a message box. Each returns the status-bar message of a
// success, empty when the user cancelled or it failed.
QString exportReportDialog(QWidget* parent, const report::ReportInput& input);
void printReportDialog(QWidget* parent, const report::ReportInput& input, bool preview);
QString exportTableCsvDialog(QWidget* parent, const QString& baseName, const QString& csv);

} // namespace gp::ui
