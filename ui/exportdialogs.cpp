#include "exportdialogs.h"

#include "preferences.h"
#include "tableexport.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {

QString documents()
{
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

const Setting<QString> kAuthor{u"report/author"_s, QString()};
const Setting<QString> kPaper{u"report/paper"_s, u"a4"_s};
const Setting<bool> kLandscape{u"report/landscape"_s, false};

// A file name from a title: the characters file systems refuse become "_".
QString fileNameFor(const QString& title)
{
    QString name = title.trimmed();
    for (QChar& c : name) {
        if (QStringView(u"/\\:*?\"<>|").contains(c) || c.unicode() < 0x20)
            c = u'_';
    }
    return name.isEmpty() ? u"report"_s : name;
}

} // namespace

ReportOptionsDialog::ReportOptionsDialog(const report::ReportInput& input, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Cost Report"));
    auto* form = new QFormLayout(this);
    m_title = new QLineEdit(input.title, this);
    m_title->setObjectName(u"reportTitle"_s);
    m_author = new QLineEdit(input.author.isEmpty() ? rememberedAuthor() : input.author, this);
    m_author->setObjectName(u"reportAuthor"_s);
    m_author->setPlaceholderText(tr("optional: shown as \"Prepared by\""));
    m_paper = new QComboBox(this);
    m_paper->setObjectName(u"reportPaper"_s);
    m_paper->addItem(tr("A4"), u"a4"_s);
    m_paper->addItem(tr("US Letter"), u"letter"_s);
    m_paper->setCurrentIndex(std::max(0, m_paper->findData(kPaper.value())));
    m_orientation = new QComboBox(this);
    m_orientation->setObjectName(u"reportOrientation"_s);
    m_orientation->addItem(tr("Portrait"), false);
    m_orientation->addItem(tr("Landscape"), true);
    m_orientation->setCurrentIndex(kLandscape.value() ? 1 : 0);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Paper:"), m_paper);
    form->addRow(tr("&Orientation:"), m_orientation);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose File…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    m_title->setMinimumWidth(fontMetrics().averageCharWidth() * 48);
}

void ReportOptionsDialog::apply(report::ReportInput& input, report::PageSetup& setup) const
{
    const QString title = m_title->text().trimmed();
    if (!title.isEmpty())
        input.title = title;
    input.author = m_author->text().trimmed();
    setup.size =
        QPageSize(m_paper->currentData().toString() == u"letter"_s ? QPageSize::Letter : QPageSize::A4);
    setup.orientation =
        m_orientation->currentData().toBool() ? QPageLayout::Landscape : QPageLayout::Portrait;
}

void ReportOptionsDialog::accept()
{
    kAuthor.setValue(m_author->text().trimmed());
    kPaper.setValue(m_paper->currentData().toString());
    kLandscape.setValue(m_orientation->currentData().toBool());
    QDialog::accept();
}

QString ReportOptionsDialog::rememberedAuthor()
{
    return kAuthor.value();
}

QString exportReportDialog(QWidget* parent, const report::ReportInput& given)
{
    report::ReportInput input = given;
    report::PageSetup setup;
    {
        ReportOptionsDialog options(input, parent);
        if (options.exec() != QDialog::Accepted)
            return {};
        options.apply(input, setup);
    }
    const QString path = QFileDialog::getSaveFileName(
        parent, QCoreApplication::translate("gp::ui::ExportDialogs", "Export Cost Report"),
        documents() + u'/' + fileNameFor(input.title) + u".pdf"_s,
        QCoreApplication::translate("gp::ui::ExportDialogs", "PDF documents (*.pdf)"));
    if (path.isEmpty())
        return {};
    const Result<int> r = report::writePdf(input, setup, path);
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

void printReportDialog(QWidget* parent, const report::ReportInput& given, bool preview)
{
    report::ReportInput input = given;
    if (input.author.isEmpty())
        input.author = ReportOptionsDialog::rememberedAuthor();
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
