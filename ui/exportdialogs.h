#pragma once

#include "costreport.h"

#include <QString>

class QWidget;

namespace gp::ui {

// The dialogs of File → Export Cost Report, Print, Print Preview and Export Table as CSV: ask where, write
// through core's file writer, show a failure in a message box. Each returns the status-bar message of a
// success, empty when the user cancelled or it failed.
QString exportReportDialog(QWidget* parent, const report::ReportInput& input);
void printReportDialog(QWidget* parent, const report::ReportInput& input, bool preview);
QString exportTableCsvDialog(QWidget* parent, const QString& baseName, const QString& csv);

} // namespace gp::ui
