#include "mainwindow.h"

#include "logging.h"
#include "offersortfilterproxy.h"
#include "offertablemodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace gp::ui {

namespace {
const QString kHeaderStateKey = u"explorer/headerState"_s;
const QString kGeometryKey = u"mainWindow/geometry"_s;
} // namespace

MainWindow::MainWindow(Catalog catalog, IssueList loadIssues, QWidget* parent)
    : QMainWindow(parent), m_catalog(std::make_unique<Catalog>(std::move(catalog))), m_issues(std::move(loadIssues))
{
    setWindowTitle(tr("GPU Planner"));
    setWindowIcon(QIcon(u":/icons/gpu-planner.svg"_s));

    m_model = new OfferTableModel(this);
    m_model->setCatalog(m_catalog.get());
    m_proxy = new OfferSortFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(OfferTableModel::Provider, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed); // ResizeToContents is slow on big tables
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->resizeColumnsToContents();

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    m_search = new QLineEdit(central);
    m_search->setPlaceholderText(tr("Search instances, GPUs, regions… (e.g. \"h100 us-east-1\")"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    layout->addWidget(m_view);
    setCentralWidget(central);

    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(150);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_searchTimer, &QTimer::timeout, this, &MainWindow::applySearch);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateStatus);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About GPU Planner"));
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);

    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    m_issueLabel = new QLabel(this);
    m_issueLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    connect(m_issueLabel, &QLabel::linkActivated, this, &MainWindow::showIssues);
    statusBar()->addPermanentWidget(m_issueLabel);
    if (!m_issues.isEmpty()) {
        m_issueLabel->setText(u"<a href=\"#\">"_s +
                              (m_issues.size() == 1 ? tr("1 catalog problem")
                                                    : tr("%1 catalog problems").arg(m_issues.size())) +
                              u"</a>"_s);
    }
    updateStatus();

    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(1280, 760);
    m_view->horizontalHeader()->restoreState(settings.value(kHeaderStateKey).toByteArray());
}

MainWindow::~MainWindow() = default;

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kHeaderStateKey, m_view->horizontalHeader()->saveState());
    event->accept();
}

void MainWindow::applySearch()
{
    OfferFilter f = m_proxy->offerFilter();
    f.text = m_search->text().trimmed();
    m_proxy->setOfferFilter(f); // the proxy's row signals update the status bar
}

void MainWindow::updateStatus()
{
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    const QDate asOf = m_catalog->newestPriceDate();
    const int instances = int(m_catalog->instances().size());
    const int gpus = int(m_catalog->gpus().size());
    // Rows are offers plus instances listed without a public price.
    QString text = shown == total ? (total == 1 ? tr("1 row") : tr("%1 rows").arg(total))
                                  : tr("%1 of %2 rows").arg(shown).arg(total);
    text += u" · "_s + tr("%1 offers").arg(m_catalog->offerCount());
    text += u" · "_s + (instances == 1 ? tr("1 instance type") : tr("%1 instance types").arg(instances));
    text += u" · "_s + (gpus == 1 ? tr("1 GPU model") : tr("%1 GPU models").arg(gpus));
    text += u" · "_s + (asOf.isValid() ? tr("catalog as of %1").arg(asOf.toString(Qt::ISODate))
                                       : tr("catalog has no prices"));
    m_status->setText(text);
}

void MainWindow::showIssues()
{
    QStringList lines;
    for (const Issue& i : m_issues)
        lines << i.toString();
    QMessageBox box(QMessageBox::Warning, tr("Catalog problems"),
                    tr("Some catalog entries could not be loaded and were skipped."), QMessageBox::Close, this);
    box.setInformativeText(tr("Correct the files listed in the details and restart GPU Planner. "
                              "<nobr><tt>gpu-planner-cli catalog validate FILE</tt></nobr> checks a file "
                              "without starting the app."));
    box.setDetailedText(lines.join(u'\n'));
    box.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Planner"),
                       tr("<h3>GPU Planner %1</h3><p>Choose and cost GPU cloud servers across providers.</p>"
                          "<p>Every figure in the built-in catalog carries its source and as-of date.</p>")
                           .arg(QStringLiteral(GP_VERSION)));
}

} // namespace gp::ui
