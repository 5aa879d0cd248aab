#include "mainwindow.h"

// The menus and the toolbar of the main window: every action, its shortcut and what it calls.

#include "chartswidget.h"
#include "comparisonwidget.h"
#include "detailspane.h"
#include "explorerwidget.h"
#include "exportdialogs.h"
#include "filterpanel.h"
#include "helpwindows.h"
#include "importdialog.h"
#include "logging.h"
#include "measurement.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"
#include "plancontroller.h"
#include "plandocument.h"
#include "planio.h"
#include "plansafety.h"
#include "planservice.h"
#include "planwidget.h"
#include "scenariowizard.h"
#include "settingsdialog.h"
#include "tableexport.h"
#include "theme.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace gp::ui {

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New Plan"), m_files, &PlanController::newPlan);
    newAction->setShortcut(QKeySequence::New);
    QAction* scenario = file->addAction(tr("New from S&cenario…"), this, &MainWindow::showScenarioWizard);
    scenario->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    scenario->setToolTip(
        tr("Describe a workload and its limits; get ranked configurations with time, cost and "
           "reasons"));
    QAction* open = file->addAction(tr("&Open Plan…"), m_files, &PlanController::openPlanDialog);
    open->setShortcut(QKeySequence::Open);
    m_files->setRecentMenu(file->addMenu(tr("Open &Recent")));
    QAction* save = file->addAction(tr("&Save Plan"), m_files, &PlanController::savePlan);
    save->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save Plan &As…"), m_files, &PlanController::savePlanAsDialog);
    // Not every platform theme binds QKeySequence::SaveAs (the generic one does not): Ctrl+Shift+S as
    // documented.
    saveAs->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    file->addSeparator();
    QAction* import = file->addAction(tr("&Import Catalog…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Catalog"), QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
            tr("Price lists (*.csv *.json);;SkyPilot catalogs (vms.csv);;ec2instances.info (*.json);;All "
               "files (*)"));
        if (!path.isEmpty())
            showImportDialog(path);
    });
    import->setToolTip(
        tr("Read a SkyPilot vms.csv, an ec2instances.info instances.json or a GPU Planner CSV template"));
    file->addAction(tr("Catalo&g Sources…"), this, &MainWindow::showCatalogSources);
    file->addAction(tr("&Update Prices…"), this, &MainWindow::showPriceUpdate);
    QAction* measurements = file->addAction(tr("Import &Measurements…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Import Measurements"),
                                         QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
                                         tr("gpu-probe results (*.json);;All files (*)"));
        if (path.isEmpty())
            return;
        bool ok = false;
        const QString text = importMeasurements(path, &ok);
        QMessageBox box(ok ? QMessageBox::Information : QMessageBox::Warning, tr("Import Measurements"),
                        ok ? tr("Measurements imported.") : tr("The measurements could not be imported."),
                        QMessageBox::Ok, this);
        box.setInformativeText(text);
        box.exec();
    });
    measurements->setObjectName(u"importMeasurementsAction"_s);
    measurements->setToolTip(tr("Read a gpu-probe result: measured figures appear beside the datasheet's"));
    file->addSeparator();
    file->addAction(tr("Export Table as CS&V…"), this, &MainWindow::exportTableCsv);
    file->addAction(tr("&Export Cost Report (PDF)…"), this, &MainWindow::exportReport);
    QAction* preview = file->addAction(tr("Print Previe&w…"), this, [this] { printReport(true); });
    Q_UNUSED(preview);
    QAction* print = file->addAction(tr("&Print…"), this, [this] { printReport(false); });
    print->setShortcut(QKeySequence::Print);
    file->addSeparator();
    QAction* settings = file->addAction(tr("Se&ttings…"), this, &MainWindow::showSettings);
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_plan->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_plan->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("Copy &Table"), this, &MainWindow::copyTable);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction* find = edit->addAction(tr("&Find"), this, [this] {
        m_tabs->setCurrentIndex(ExplorerTab);
        m_explorer->focusSearch();
    });
    find->setShortcut(QKeySequence::Find);
    QAction* compare = edit->addAction(tr("&Compare Selection"), this, &MainWindow::compareSelection);
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    QAction* plan = edit->addAction(tr("Add Selection to &Plan"), this, &MainWindow::addSelectionToPlan);
    plan->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* remove = edit->addAction(tr("Re&move"), this, &MainWindow::removeSelected);
    remove->setShortcut(QKeySequence::Delete);
    remove->setToolTip(tr("Remove the selected plan items or comparison column"));
    QAction* clear = edit->addAction(tr("C&lear Filters"), m_explorer, &ExplorerWidget::clearFilters);
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    const QStringList names{tr("&Explorer"), tr("&Compare"), tr("&Plan"), tr("C&harts")};
    for (int i = 0; i < names.size(); ++i) {
        QAction* a = view->addAction(names[i], this, [this, i] { m_tabs->setCurrentIndex(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
    }
    view->addSeparator();
    QAction* sort = view->addAction(tr("&Sort by Current Column"), this, [this] {
        m_tabs->setCurrentIndex(ExplorerTab);
        m_explorer->sortByCurrentColumn();
    });
    sort->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    view->addAction(tr("C&olumns…"), m_explorer, &ExplorerWidget::showColumnMenuAtCursor);
    QAction* dark = view->addAction(tr("&Dark Palette"));
    dark->setCheckable(true);
    dark->setChecked(theme::isDark());
    connect(dark, &QAction::toggled, this, &MainWindow::setDarkPalette);

    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(u"mainToolBar"_s);
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    tools->addAction(scenario);
    tools->addSeparator();
    tools->addAction(newAction);
    tools->addAction(open);
    tools->addAction(save);
    tools->addSeparator();
    tools->addAction(compare);
    tools->addAction(plan);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User Guide"), this, [this] {
        auto* d = new UserGuideDialog(this);
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->show();
    });
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        auto* d = new KeyboardShortcutsDialog(*this, this);
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->show();
    });
    help->addSeparator();
    help->addAction(tr("&About GPU Planner"), this, &MainWindow::showAbout);
}

} // namespace gp::ui
